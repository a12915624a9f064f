import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevron } from '@/components/ui/icons';
import { useUserInfo } from '@/lib/session';

/** Avatar, name, account and id of the signed-in user; opens the profile page. */
export function UserCard() {
  const { t } = useTranslation('me');
  const { data: user } = useUserInfo();
  const name = user?.nickname || user?.account || '';
  const initial = [...name][0]?.toUpperCase() ?? '';
  return (
    <Link to="/pages/user/userInfo" className="user-card" data-testid="me-userinfo">
      {user?.avatar ? (
        <img className="user-card__avatar" src={user.avatar} alt="" />
      ) : (
        <span className="user-card__avatar user-card__avatar--initial" aria-hidden="true">
          {initial}
        </span>
      )}
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
