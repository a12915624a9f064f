import { DEFAULT_LOCALE, isLocaleCode, localeByCode, type Locale, type LocaleCode } from '@app/contract/locales';
import { createStore } from 'zustand/vanilla';
import { readStored, STORAGE_KEYS } from '@/lib/storage';

function initialLocale(): LocaleCode {
  const stored = readStored<string | null>(STORAGE_KEYS.locale, null);
  return isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
}

/** The chosen locale (wire code of spec point 9); changed only through `changeLocale` in `./i18n`. */
export const localeStore = createStore<{ code: LocaleCode }>(() => ({ code: initialLocale() }));

export function currentLocale(): Locale {
  return localeByCode(localeStore.getState().code) ?? (localeByCode(DEFAULT_LOCALE) as Locale);
}
