import { QueryClientProvider, type Query } from '@tanstack/react-query';
import ConfigProvider, { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { connectApiEvents } from '@/lib/api';
import { localeStore } from '@/lib/i18n/locale-store';
import { translateMessage } from '@/lib/i18n/server-messages';
import { loadKitLocale } from '@/lib/kit/kit-locale';
import { showToast } from '@/lib/kit/toast';
import { currentRoute, goTo, LOGIN_PATH, toLoginState } from '@/lib/navigation';
import { keepFocusOnRemoval } from '@/lib/page-focus';
import { queryClient } from '@/lib/query-client';
import { bumpSessionGeneration, followOtherTabs, forgetCustomerObjectUrls, SIGN_OUT_CLEARS } from '@/lib/session';
import { settingsKeys } from '@/lib/settings/query-keys';
import { removeByPrefix } from '@/lib/storage';

/** Queries of the customer, as opposed to the site's settings, which every session shares. */
const customerQueries = { predicate: (q: Query) => q.queryKey[0] !== settingsKeys.all[0] };

function sessionEnded(message: string) {
  queryClient.removeQueries(customerQueries);
  forgetCustomerObjectUrls();
  // Signed in again, the customer comes back to where the session ended; the sign-in page
  // does not open unexplained (signed out on another device or tab, expired).
  goTo(LOGIN_PATH, { replace: true, state: toLoginState(currentRoute()) });
  showToast(message);
}

function sessionReplaced() {
  // Nothing of the previous session stays on screen or in this tab's unfinished forms.
  removeByPrefix(SIGN_OUT_CLEARS);
  forgetCustomerObjectUrls();
  void queryClient.resetQueries(customerQueries);
  // The page on screen starts again: what the previous customer typed in a form goes with it.
  bumpSessionGeneration();
}

// The request layer reports to the user through toasts and sends an ended session to login.
connectApiEvents({ notify: showToast, sessionEnded, sessionReplaced });

// The keyboard's place survives a control that leaves the page (a cancelled order's Cancel).
keepFocusOnRemoval();

// A sign-out or sign-in in another tab of this browser applies here too.
followOtherTabs((change) => {
  if (change === 'signed-out') sessionEnded(translateMessage('error.unauthorized'));
  else sessionReplaced();
});

/** The UI kit's strings follow the app locale (its toasts and dialogs included). */
function KitLocaleProvider({ children }: { children: ReactNode }) {
  const code = useStore(localeStore, (s) => s.code);
  const { t } = useTranslation();
  const [locale, setLocale] = useState<KitLocale>(() => getDefaultConfig().locale);
  useEffect(() => {
    let current = true;
    void loadKitLocale(code, {
      confirm: t('actions.confirm'),
      cancel: t('actions.cancel'),
      loading: t('placeholder.loading'),
      close: t('actions.close'),
    }).then((loaded) => {
      if (!current) return;
      setDefaultConfig({ locale: loaded });
      setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [code, t]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <KitLocaleProvider>{children}</KitLocaleProvider>
    </QueryClientProvider>
  );
}
