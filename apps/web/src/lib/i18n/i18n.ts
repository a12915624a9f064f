import { DEFAULT_LOCALE, LOCALE_CODES, localeByCode, type LocaleCode } from '@app/contract/locales';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeStored, STORAGE_KEYS } from '@/lib/storage';
import { currentLocale, followStoredLocale, localeStore } from './locale-store';

/**
 * App strings live in `src/locales/<code>/<namespace>.json` (English is the source). Each file
 * is its own chunk, loaded the first time a page asks for its namespace in the current locale.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyLocaleFiles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no strings for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

/** Namespaces every screen uses: shell texts, errors, route titles. */
export const CORE_NAMESPACES = ['common', 'routes'] as const;

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | null = null;

/**
 * i18next picks a counted text's plural form with `Intl.PluralRules` of the language it was
 * given, and the app's locale codes are not all language tags (`jp`, `tc`, `idn`, `sa`, `blr`,
 * `ida`; `my` is Burmese, `sa` Sanskrit): for a code it does not know, Intl answers with the
 * rules of the phone's own language, so "1 attempt" / "3 attempts" would follow the phone
 * (and an Arabic phone would send a Japanese text to forms Japanese does not have, then to
 * English). The rules are asked for under the locale's BCP 47 tag instead.
 */
export function pluralRulesByTag(instance: typeof i18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(localeByCode(code)?.tag ?? code, options);
}

/** Initialises i18next with the stored locale and loads the core namespaces. */
export function initI18n(): Promise<unknown> {
  if (ready) return ready;
  const initialised = i18n
    .use(lazyLocaleFiles)
    .use(initReactI18next)
    .init({
      lng: localeStore.getState().code,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALE_CODES,
      load: 'currentOnly',
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      returnNull: false,
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  // The services exist once init has started; nothing is translated before its promise settles.
  pluralRulesByTag(i18n);
  ready = initialised.then(() => applyDocumentLocale(localeStore.getState().code));
  // A language chosen in another tab switches this one too; it is stored already.
  // If its texts cannot load here, this tab keeps its language until it reloads.
  followStoredLocale((code) => void changeLocale(code, { store: false }).catch(() => undefined));
  return ready;
}

function applyDocumentLocale(code: LocaleCode): void {
  const locale = localeByCode(code);
  if (typeof document === 'undefined' || !locale) return;
  document.documentElement.lang = locale.tag;
  document.documentElement.dir = locale.dir;
}

/**
 * Switches every visible text at once: i18next loads all namespaces in use for the new
 * locale before it announces the change. Persists the choice (unless `store` is false: a
 * choice another tab has stored) and sets `<html lang dir>`.
 */
export async function changeLocale(code: LocaleCode, { store = true }: { store?: boolean } = {}): Promise<void> {
  // The language's texts in use are loaded first, and asked for again when an earlier try
  // failed (offline; a release that replaced the files). If one still cannot load, nothing
  // changes: the screen keeps its language rather than falling back to English, and the
  // choice is not stored.
  const needed = namespacesInUse();
  const missing = needed.filter((ns) => !i18n.hasResourceBundle(code, ns));
  if (missing.length > 0) await i18n.reloadResources([code], missing);
  if (!needed.every((ns) => i18n.hasResourceBundle(code, ns))) throw new LocaleUnavailableError(code);
  await i18n.changeLanguage(code);
  // Another language was asked for while this one loaded (two quick choices, here or in
  // another tab): the later one wins.
  if (i18n.language !== code) return;
  if (store) writeStored(STORAGE_KEYS.locale, code);
  localeStore.setState({ code });
  applyDocumentLocale(code);
}

/** A language whose texts could not be loaded (see changeLocale). */
export class LocaleUnavailableError extends Error {
  constructor(readonly code: LocaleCode) {
    super(`the texts of ${code} could not be loaded`);
  }
}

/** The namespaces the screens have asked for so far, and the core ones. */
function namespacesInUse(): string[] {
  // react-i18next keeps the namespaces its hooks asked for on the instance.
  const used = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces?.getUsedNamespaces() ?? [];
  return [...new Set<string>([...CORE_NAMESPACES, ...used])];
}

export { currentLocale };
