import { nameInitial } from '../lib/profile';
import './user-avatar.css';

/** The user's picture, else the first letter of their name; decorative (the name is beside it). */
export function UserAvatar({ src, name, size = 56 }: { src: string | null | undefined; name: string; size?: number }) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.4) };
  if (src) return <img className="user-avatar" style={style} src={src} alt="" />;
  return (
    <span className="user-avatar user-avatar--initial" style={style} aria-hidden="true">
      {nameInitial(name)}
    </span>
  );
}
