import { adoptStoredSession, SESSION_STORAGE_KEYS, type SessionChange } from './session-store';

/**
 * The tabs of one browser share one stored session. When another tab signs out, signs in
 * again or signs in as another customer, this tab takes the stored session at once (the
 * `storage` event) and `onChange` says how, so that no tab keeps showing a customer who
 * has left and no tab's old token ends the session another tab has just started.
 */
export function followOtherTabs(onChange: (change: Exclude<SessionChange, 'same'>) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.key !== null && !SESSION_STORAGE_KEYS.includes(event.key)) return;
    const change = adoptStoredSession();
    if (change !== 'same') onChange(change);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
