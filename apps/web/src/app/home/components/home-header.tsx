import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBell, IconGlobe } from '@/components/ui/icons';
import { useSiteInfo } from '@/lib/settings/get-site-info';
import { useUnreadMessageCount } from '../api/get-unread-message-count';

/** Home's own header: the site name, the language link and the messages bell with its red dot. */
export function HomeHeader() {
  const { t } = useTranslation('home');
  const { data: site } = useSiteInfo();
  const { data: unread = 0 } = useUnreadMessageCount();
  return (
    <header className="home-header">
      <h1 className="home-header__brand">{site?.siteName || t('header.fallback-name')}</h1>
      <div className="home-header__actions">
        <Link to="/pages/language/language" className="home-header__icon" aria-label={t('common:nav.language')} data-testid="open-language">
          <IconGlobe />
        </Link>
        <Link
          to="/pages/msg/msg-list"
          className="home-header__icon"
          aria-label={unread > 0 ? t('header.messages-unread', { count: unread }) : t('header.messages')}
          data-testid="open-messages"
        >
          <IconBell />
          {unread > 0 && <span className="home-header__dot" data-testid="msg-dot" />}
        </Link>
      </div>
    </header>
  );
}
