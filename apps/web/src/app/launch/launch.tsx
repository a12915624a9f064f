import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { i18n } from '@/lib/i18n/i18n';
import { firstPageShown } from '@/lib/first-page';
import { isTransportFailure, lineStore } from '@/lib/api';
import { localeStore } from '@/lib/i18n/locale-store';
import { goToConnectionTrouble } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { exchangeInfoQueryOptions } from '@/lib/settings/get-exchange-info';
import { langDictionaryQueryOptions } from '@/lib/settings/get-lang-dictionary';
import { orderFeeSettingsQueryOptions } from '@/lib/settings/get-order-fee-settings';
import { platformCurrenciesQueryOptions } from '@/lib/settings/get-platform-currencies';
import { usePopUps } from '@/lib/settings/get-pop-ups';
import { siteInfoQueryOptions } from '@/lib/settings/get-site-info';
import { switchSetQueryOptions } from '@/lib/settings/get-switch-set';
import { tipsQueryOptions } from '@/lib/settings/get-tips';
import { settingsKeys } from '@/lib/settings/query-keys';

const PopUpNotice = lazy(() => import('./pop-up-notice'));

/**
 * The launch sequence of spec point 4. Site info, tips, order fee settings, the platform
 * currencies, the switch set and the message dictionary of the current locale are loaded
 * once and kept in the query cache (site info and switches also in storage). When the
 * dictionary cannot be loaded, the user is sent to the network-error page (or to the line
 * chooser when other lines exist). A signed-in user sees the first pop-up once per visit.
 */
export function Launch() {
  const locale = useStore(localeStore, (s) => s.code);
  const signedIn = useSession((s) => s.token !== null);
  const queryClient = useQueryClient();

  useQuery(siteInfoQueryOptions());
  useQuery(switchSetQueryOptions());
  useQuery(tipsQueryOptions());
  useQuery(orderFeeSettingsQueryOptions());
  useQuery(platformCurrenciesQueryOptions());
  useQuery({ ...exchangeInfoQueryOptions(), enabled: signedIn });
  const dictionary = useQuery(langDictionaryQueryOptions(locale));

  useEffect(() => {
    if (isTransportFailure(dictionary.error)) goToConnectionTrouble(lineStore.getState().lines.length > 1);
  }, [dictionary.error]);

  // The line chooser is the way out when the server cannot be reached, so its code and strings
  // are fetched while it still can be, once the first page is drawn and its requests have had
  // a second: before that they would compete with the first screen on a slow line.
  useEffect(() => {
    const preload = () => {
      void import('@/features/settings/pages/line-page');
      void i18n.loadNamespaces('settings');
    };
    let cancelled = false;
    let idle: number | ReturnType<typeof setTimeout> | null = null;
    void firstPageShown.then(() => {
      if (cancelled) return;
      idle = setTimeout(() => {
        if (cancelled) return;
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(preload, { timeout: 5_000 }) : setTimeout(preload, 1_000);
      }, 1_000);
    });
    return () => {
      cancelled = true;
      if (idle === null) return;
      clearTimeout(idle as ReturnType<typeof setTimeout>);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
    };
  }, []);

  // Server texts follow the language: refetch everything except the dictionaries themselves.
  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    void queryClient.invalidateQueries({
      predicate: (q) => !(q.queryKey[0] === settingsKeys.all[0] && q.queryKey[1] === 'lang-dictionary'),
    });
  }, [locale, queryClient]);

  return signedIn ? <FirstPopUp /> : null;
}

const POP_UP_SEEN = 'popUpSeen';

function FirstPopUp() {
  const seen = typeof sessionStorage !== 'undefined' && sessionStorage.getItem(POP_UP_SEEN) === '1';
  const { data } = usePopUps(!seen);
  const first = data?.[0];
  if (seen || !first) return null;
  return (
    <Suspense fallback={null}>
      <PopUpNotice popUp={first} onClose={() => sessionStorage.setItem(POP_UP_SEEN, '1')} />
    </Suspense>
  );
}
