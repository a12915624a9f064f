import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconShare } from '@/components/ui/icons';
import { useUserInfo } from '@/lib/session';

/** The user's invite code with a link to the share page. */
export function InviteCard() {
  const { t } = useTranslation('me');
  const { data: user } = useUserInfo();
  if (!user?.inviteCode) return null;
  return (
    <Link to="/pages/user/iwannashare" className="invite-card">
      <IconShare />
      <span className="invite-card__text">
        <span>{t('invite.title')}</span>
        <span className="invite-card__code">
          {t('invite.code')} <bdi data-testid="me-invite-code">{user.inviteCode}</bdi>
        </span>
      </span>
    </Link>
  );
}
