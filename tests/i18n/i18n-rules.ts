import { LOCALES, type LocaleCode } from '@app/contract';
import { ALLOWED_IN_EVERY_LOCALE, ALLOWED_IN_LOCALE } from './allow-english.ts';

/** Names of the `{{name}}` placeholders in a text (format suffixes and the `-` unescape flag dropped). */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*-?\s*([^\s},]+)[^}]*\}\}/g)) names.add(m[1] ?? '');
  return [...names].sort();
}

/** True when `value` in `locale` is a copy of the English `english` that is not allowed. */
export function isEnglishCopy(locale: LocaleCode, value: string, english: string): boolean {
  if (locale === 'en' || value.trim() !== english.trim()) return false;
  const withoutPlaceholders = value.replace(/\{\{[^}]*\}\}/g, '');
  if (!/\p{L}/u.test(withoutPlaceholders)) return false;
  const v = value.trim();
  return !ALLOWED_IN_EVERY_LOCALE.includes(v) && !(ALLOWED_IN_LOCALE[locale] ?? []).includes(v);
}

export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_RE = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join('|')})$`);

/** Splits `key_one` into its base and plural category. */
export function pluralParts(key: string): { base: string; category: string } | null {
  const m = PLURAL_RE.exec(key);
  return m ? { base: m[1] ?? '', category: m[2] ?? '' } : null;
}

/**
 * Plural forms a locale must provide for a counted text: every category the plural rules of
 * its BCP 47 tag pick for whole counts 0..1000 (the app gives i18next those rules, see
 * `pluralRulesByTag` in apps/web/src/lib/i18n/i18n.ts), plus `other`.
 */
export function requiredPluralCategories(code: LocaleCode): string[] {
  const tag = LOCALES.find((l) => l.code === code)?.tag ?? code;
  const cats = new Set<string>(['other']);
  const rules = new Intl.PluralRules(tag);
  for (let n = 0; n <= 1000; n++) cats.add(rules.select(n));
  return PLURAL_SUFFIXES.filter((c) => cats.has(c));
}

/** Flattens nested translation objects to dotted keys; non-string leaves are reported. */
export function flatten(obj: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, obj);
  }
  return out;
}

/**
 * Compares one locale's strings of a namespace with English and returns one line per
 * problem, each naming the key. English keys `x_one`/`x_other` are a counted text `x`: the
 * locale must provide the plural forms its language needs, and may omit the others.
 */
export function compareWithEnglish(code: LocaleCode, english: Map<string, unknown>, strings: Map<string, unknown>): string[] {
  const problems: string[] = [];
  const pluralBases = new Set<string>();
  for (const key of english.keys()) {
    const p = pluralParts(key);
    if (p && english.has(`${p.base}_other`)) pluralBases.add(p.base);
  }
  const isPluralKey = (key: string) => {
    const p = pluralParts(key);
    return p !== null && pluralBases.has(p.base);
  };
  const englishFor = (key: string): unknown => {
    const p = pluralParts(key);
    return english.get(key) ?? (p ? english.get(`${p.base}_other`) : undefined);
  };

  for (const key of english.keys()) {
    if (isPluralKey(key)) continue;
    if (!strings.has(key)) problems.push(`missing key "${key}"`);
  }
  for (const base of pluralBases) {
    for (const cat of code === 'en' ? ['other'] : requiredPluralCategories(code)) {
      if (!strings.has(`${base}_${cat}`)) problems.push(`missing plural form "${base}_${cat}"`);
    }
  }
  for (const [key, value] of strings) {
    const en = englishFor(key);
    if (en === undefined) {
      problems.push(`key "${key}" does not exist in English`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`key "${key}" is not a string (${JSON.stringify(value)})`);
      continue;
    }
    if (value.trim() === '') {
      problems.push(`key "${key}" is empty`);
      continue;
    }
    if (typeof en !== 'string') continue;
    const want = placeholders(en).join(', ');
    const got = placeholders(value).join(', ');
    if (want !== got) problems.push(`key "${key}" has placeholders [${got}] but English has [${want}]`);
    if (isEnglishCopy(code, value, en)) problems.push(`key "${key}" is English text copied: ${JSON.stringify(value)}`);
  }
  return problems;
}
