/**
 * The 19 locales of the product. `code` and `id` are the wire values (Accept-Language,
 * LanguageId and the keys of multilingual names); `tag` is the BCP 47 language used for
 * translation files and number/date formatting.
 */
export const LOCALES = [
  { code: 'zh', id: 1, tag: 'zh-CN', dir: 'ltr', name: '简体中文' },
  { code: 'en', id: 2, tag: 'en', dir: 'ltr', name: 'English' },
  { code: 'tc', id: 3, tag: 'zh-TW', dir: 'ltr', name: '繁體中文' },
  { code: 'de', id: 4, tag: 'de', dir: 'ltr', name: 'Deutsch' },
  { code: 'es', id: 5, tag: 'es', dir: 'ltr', name: 'Español' },
  { code: 'fr', id: 6, tag: 'fr', dir: 'ltr', name: 'Français' },
  { code: 'idn', id: 7, tag: 'id', dir: 'ltr', name: 'Bahasa Indonesia' },
  { code: 'jp', id: 8, tag: 'ja', dir: 'ltr', name: '日本語' },
  { code: 'ko', id: 9, tag: 'ko', dir: 'ltr', name: '한국어' },
  { code: 'my', id: 10, tag: 'ms', dir: 'ltr', name: 'Bahasa Melayu' },
  { code: 'th', id: 11, tag: 'th', dir: 'ltr', name: 'ไทย' },
  { code: 'vi', id: 12, tag: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
  { code: 'pt', id: 13, tag: 'pt', dir: 'ltr', name: 'Português' },
  { code: 'rus', id: 14, tag: 'ru', dir: 'ltr', name: 'Русский' },
  { code: 'blr', id: 15, tag: 'be', dir: 'ltr', name: 'Беларуская' },
  { code: 'ida', id: 16, tag: 'hi', dir: 'ltr', name: 'हिन्दी' },
  { code: 'sa', id: 17, tag: 'ar-SA', dir: 'rtl', name: 'العربية (السعودية)' },
  { code: 'ar', id: 18, tag: 'ar', dir: 'rtl', name: 'العربية' },
  { code: 'it', id: 19, tag: 'it', dir: 'ltr', name: 'Italiano' },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale['code'];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[];
export const DEFAULT_LOCALE: LocaleCode = 'en';

const byCode = new Map<string, Locale>(LOCALES.map((l) => [l.code, l]));
const byId = new Map<number, Locale>(LOCALES.map((l) => [l.id, l]));

export function isLocaleCode(v: unknown): v is LocaleCode {
  return typeof v === 'string' && byCode.has(v);
}
export function localeByCode(code: string): Locale | undefined {
  return byCode.get(code);
}
export function localeById(id: number): Locale | undefined {
  return byId.get(id);
}
/** A multilingual text: one value per locale code (the product name object of spec point 3). */
export type LocalizedText = Record<LocaleCode, string>;

/** Chinese written in traditional characters: Taiwan, Hong Kong, Macau, or the script said. */
const TRADITIONAL_CHINESE = /^zh-(?:hant|tw|hk|mo)(?:-|$)/;

/**
 * The product's locale for a browser's preferred languages (`navigator.languages`, BCP 47
 * tags, most preferred first): the first tag that one of the 19 locales serves, else null.
 * A tag is matched by its language (`de-AT` is `de`), with the region or script deciding
 * where the product has two locales of one language: `zh-TW`, `zh-HK`, `zh-MO` and `zh-Hant`
 * are `tc` (other Chinese `zh`), `ar-SA` is `sa` (other Arabic `ar`). `in`, the older code of
 * Indonesian, is `idn`.
 */
export function localeForLanguages(languages: readonly string[]): LocaleCode | null {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase().replace(/_/g, '-');
    const language = tag.split('-')[0];
    if (language === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'tc' : 'zh';
    if (language === 'ar') return /^ar-sa(?:-|$)/.test(tag) ? 'sa' : 'ar';
    if (language === 'in') return 'idn';
    const found = LOCALES.find((l) => l.tag === language);
    if (found) return found.code;
  }
  return null;
}
