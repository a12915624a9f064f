import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { IconBack, IconGlobe } from '@/components/ui/icons';
import { canGoBack, LOGIN_PATH } from '@/lib/navigation';
import { useSiteInfo } from '@/lib/settings/get-site-info';
import './auth.css';

/**
 * The custom header of the login and register pages: an optional back button (to the page
 * before, or to login when the page was opened from outside the app, an invitation link), the
 * site's name and a link to the language page.
 */
export function AuthHeader({ title, subtitle, back }: { title: string; subtitle?: string; back?: boolean }) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const { data: site } = useSiteInfo();
  return (
    <header className="auth-header">
      <div className="auth-header__bar">
        {back ? (
          <button type="button" className="auth-header__icon" onClick={() => (canGoBack() ? navigate(-1) : navigate(`/${LOGIN_PATH}`, { replace: true }))} aria-label={t('common:nav.back')} data-testid="nav-back">
            <IconBack />
          </button>
        ) : (
          <span />
        )}
        <Link to="/pages/language/language" className="auth-header__icon" aria-label={t('common:nav.language')} data-testid="open-language">
          <IconGlobe />
        </Link>
      </div>
      {site?.siteName && <div className="auth-header__brand">{site.siteName}</div>}
      <h1 className="auth-header__title">{title}</h1>
      {subtitle && <p className="auth-header__subtitle">{subtitle}</p>}
    </header>
  );
}
