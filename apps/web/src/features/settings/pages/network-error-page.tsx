import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { IconCloudOff } from '@/components/ui/icons';
import { localeStore } from '@/lib/i18n/locale-store';
import { HOME_PATH, LINE_PATH, withRedirect } from '@/lib/navigation';
import { pageLoadFailed } from '@/app/shell/lazy-page';
import { langDictionaryQueryOptions } from '@/lib/settings/get-lang-dictionary';
import { useRedirect } from '../hooks/use-redirect';
import './network-error.css';

/**
 * `pages/networdError/networdError`: the server could not be reached. Retry loads the
 * language dictionary again and, when it arrives, returns to the `redirect` route; the
 * line chooser offers another server. Part of the main bundle (with its strings in `common`),
 * so it shows even when no further file can be loaded from the server.
 */
export default function NetworkErrorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useStore(localeStore, (s) => s.code);
  const { redirect, goOn } = useRedirect();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await queryClient.fetchQuery({ ...langDictionaryQueryOptions(locale), staleTime: 0 });
      if (pageLoadFailed()) {
        // A page that could not load during the outage would fail again until the app is
        // loaded anew: reload it, at the page to go on to.
        window.location.replace(`#/${redirect || HOME_PATH}`);
        window.location.reload();
        return;
      }
      void queryClient.invalidateQueries();
      goOn();
    } catch {
      // The request layer has told the user; stay here.
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="network-error" data-testid="network-error">
      <IconCloudOff size={64} className="network-error__icon" />
      <h1 className="network-error__title">{t('network.title')}</h1>
      <p className="network-error__text">{t('network.text')}</p>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus while retrying. */}
      <button type="button" className="network-error__retry" aria-disabled={retrying} onClick={() => void retry()} data-testid="network-retry">
        {retrying ? t('placeholder.loading') : t('network.retry')}
      </button>
      <Link className="network-error__link" to={`/${withRedirect(LINE_PATH, redirect)}`} data-testid="network-choose-line">
        {t('network.choose-line')}
      </Link>
    </div>
  );
}
