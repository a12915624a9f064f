import { DEFAULT_LOCALE, localeByCode, type Locale } from '@app/contract/locales';
import { useStore } from 'zustand';
import { localeStore } from '@/lib/i18n/locale-store';

/** The user's locale (wire code, BCP 47 tag, direction), re-rendering when it changes. */
export function useLocale(): Locale {
  const code = useStore(localeStore, (s) => s.code);
  return (localeByCode(code) ?? localeByCode(DEFAULT_LOCALE)) as Locale;
}
