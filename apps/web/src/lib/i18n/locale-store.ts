import { DEFAULT_LOCALE, isLocaleCode, localeByCode, localeForLanguages, type Locale, type LocaleCode } from '@app/contract/locales';
import { createStore } from 'zustand/vanilla';
import { followStored } from '@/lib/follow-stored';
import { readStored, STORAGE_KEYS } from '@/lib/storage';

/** The browser's preferred languages, most preferred first (none outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The locale the app opens in: the customer's choice on the language page when there is one,
 * else the first of the browser's preferred languages the product has, else the default.
 * Only a choice is stored, so until one is made the app follows the phone's language.
 */
function initialLocale(): LocaleCode {
  const stored = readStored<string | null>(STORAGE_KEYS.locale, null);
  if (isLocaleCode(stored)) return stored;
  return localeForLanguages(browserLanguages()) ?? DEFAULT_LOCALE;
}

/** The chosen locale (wire code of spec point 9); changed only through `changeLocale` in `./i18n`. */
export const localeStore = createStore<{ code: LocaleCode }>(() => ({ code: initialLocale() }));

export function currentLocale(): Locale {
  return localeByCode(localeStore.getState().code) ?? (localeByCode(DEFAULT_LOCALE) as Locale);
}

/**
 * Calls `change` with a language chosen in another tab of this browser (a stored locale this
 * tab is not in); a stored value that is no locale code, or its removal, changes nothing.
 */
export function followStoredLocale(change: (code: LocaleCode) => void): () => void {
  return followStored(
    STORAGE_KEYS.locale,
    (stored) => (isLocaleCode(stored) ? stored : undefined),
    (code) => {
      if (code !== localeStore.getState().code) change(code);
    },
  );
}
