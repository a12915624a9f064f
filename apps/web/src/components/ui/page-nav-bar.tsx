import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canGoBack, HOME_PATH } from '@/lib/navigation';
import { IconBack } from './icons';
import './page-nav-bar.css';

/**
 * The shared navigation bar: black text on white, a back button at the start (none on tab
 * pages) and the page title. Pages with their own header (login, register, home, quotes, quote detail,
 * network error) do not use it.
 */
export function PageNavBar({
  title,
  right,
  back: showBack = true,
  onBack,
}: {
  title: ReactNode;
  right?: ReactNode;
  /** Tab pages are the first page of their tab and have no back button. */
  back?: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = onBack ?? (() => (canGoBack() ? navigate(-1) : navigate(`/${HOME_PATH}`, { replace: true })));
  return (
    <header className="page-nav-bar">
      {showBack ? (
        <button type="button" className="page-nav-bar__back" onClick={back} aria-label={t('nav.back')} data-testid="nav-back">
          <IconBack />
        </button>
      ) : (
        <span />
      )}
      <h1 className="page-nav-bar__title">{title}</h1>
      <div className="page-nav-bar__right">{right}</div>
    </header>
  );
}
