import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevron } from '@/components/ui/icons';
import { useUserInfo } from '@/lib/session';
import { displayName } from '../lib/profile';
import { UserAvatar } from './user-avatar';

/** Avatar, name, account and id of the signed-in user; opens the profile page. */
export function UserCard() {
  const { t } = useTranslation('me');
  const { data: user } = useUserInfo();
  const name = user ? displayName(user) : '';
  return (
    <Link to="/pages/user/userInfo" className="user-card" data-testid="me-userinfo">
      <UserAvatar src={user?.avatar} name={name} />
      <span className="user-card__text">
        {/* A nickname or account keeps its own direction inside a right-to-left page. */}
        <span className="user-card__name" data-testid="me-name">
          <bdi>{name}</bdi>
        </span>
        {user?.account && user.account !== name && (
          <span className="user-card__line">
            <bdi>{user.account}</bdi>
          </span>
        )}
        {user && (
          <span className="user-card__line" data-testid="me-user-id">
            {t('user.id', { id: user.id })}
          </span>
        )}
      </span>
      <IconChevron />
    </Link>
  );
}
