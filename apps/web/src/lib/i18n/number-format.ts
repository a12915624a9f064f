import { localeByCode, type LocaleCode } from '@app/contract/locales';
import { useStore } from 'zustand';
import { localeStore } from './locale-store';

/**
 * Numbers in the customer's language: the digit-group separator, the decimal mark and the
 * percent sign's spacing of the locale (`1,234.56` in English, `1.234,56` in German,
 * `1 234,56` in French and Russian). Digits stay Latin in every locale, as trading apps
 * show prices. Amounts are formatted exactly by `@app/contract/format` (decimal strings,
 * truncated, grouped by thousands in the canonical form), and the result is localized here as
 * the last step, so no amount ever passes through a float to be shown.
 */
export interface NumberSymbols {
  /** Between groups of three digits of the whole part. */
  group: string;
  /** Between the whole part and the fraction. */
  decimal: string;
  /** After the number of a percentage: '%', or a no-break space and '%'. */
  percent: string;
  /**
   * The whole part is grouped by three digits, then by two (Indian grouping: `12,34,567` in
   * Hindi).
   */
  pairs?: true;
}

export const CANONICAL_SYMBOLS: NumberSymbols = { group: ',', decimal: '.', percent: '%' };

/**
 * A BCP 47 tag asking for Latin digits (`ar-SA` becomes `ar-SA-u-nu-latn`, `th-u-ca-buddhist`
 * becomes `th-u-ca-buddhist-nu-latn`), for every Intl format of the app: Arabic of Saudi Arabia
 * would otherwise write dates, volumes and times in Arabic-Indic digits beside prices in Latin
 * ones. A tag that already names its numbering system is kept.
 */
export function latinNumbersTag(tag: string): string {
  tag = intlDataTag(tag);
  if (/-u(?:-[a-z0-9]{2,8})*-nu-/i.test(tag)) return tag;
  return tag.includes('-u-') ? `${tag}-nu-latn` : `${tag}-u-nu-latn`;
}

/**
 * Whether dates of `tag` are written with a neighbour language's data (`INTL_FALLBACK`, when the
 * browser has none of its own). Month and weekday names would then be the neighbour's words
 * (Russian `нояб.` for Belarusian `ліст.`), so the app writes months in digits there.
 */
export function borrowsDateData(tag: string, hasData?: (tag: string) => boolean): boolean {
  const language = (t: string) => t.split(/[-_]/)[0]!.toLowerCase();
  return language(intlDataTag(tag, hasData)) !== language(tag);
}

/**
 * Languages whose date and number data a browser may not ship (this is so of Belarusian in
 * some builds of Chromium), and the nearest language it does: without it, dates would come
 * out in English.
 */
const INTL_FALLBACK: Readonly<Record<string, string>> = { be: 'ru' };
const intlTags = new Map<string, string>();
const browserHasData = (tag: string) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;

/**
 * `tag`, or its fallback language (`INTL_FALLBACK`, keeping any `-u-` extension) when the
 * browser has no Intl data for it.
 */
export function intlDataTag(tag: string, hasData: (tag: string) => boolean = browserHasData): string {
  const known = hasData === browserHasData ? intlTags.get(tag) : undefined;
  if (known) return known;
  const [base = tag, ...extension] = tag.split(/(?=-u-)/i);
  const fallback = INTL_FALLBACK[base.split('-')[0]!.toLowerCase()];
  let result = tag;
  if (fallback) {
    try {
      if (!hasData(base)) result = fallback + extension.join('');
    } catch {
      result = fallback + extension.join('');
    }
  }
  if (hasData === browserHasData) intlTags.set(tag, result);
  return result;
}

const byTag = new Map<string, NumberSymbols>();

/** The symbols of a BCP 47 language tag, as the browser's Intl data has them. */
export function numberSymbolsFor(tag: string): NumberSymbols {
  let s = byTag.get(tag);
  if (s) return s;
  try {
    const parts = new Intl.NumberFormat(latinNumbersTag(tag)).formatToParts(1234567.5);
    const percent = new Intl.NumberFormat(latinNumbersTag(tag), { style: 'percent' }).formatToParts(0.5);
    const sign = percent.findIndex((p) => p.type === 'percentSign');
    const spaced = sign > 0 && percent[sign - 1]?.type === 'literal' && /\s/u.test(percent[sign - 1]?.value ?? '');
    const whole = parts.filter((p) => p.type === 'integer').map((p) => p.value);
    s = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      percent: spaced ? '\u00a0%' : '%',
      ...(whole.length === 3 && whole[1]?.length === 2 ? { pairs: true as const } : {}),
    };
  } catch {
    s = CANONICAL_SYMBOLS;
  }
  if (!s.pairs && s.group === CANONICAL_SYMBOLS.group && s.decimal === CANONICAL_SYMBOLS.decimal && s.percent === CANONICAL_SYMBOLS.percent) {
    s = CANONICAL_SYMBOLS;
  }
  byTag.set(tag, s);
  return s;
}

const symbolsOf = (code: LocaleCode) => numberSymbolsFor(localeByCode(code)?.tag ?? 'en');

/** The symbols of the app's current language. */
export function numberSymbols(): NumberSymbols {
  return symbolsOf(localeStore.getState().code);
}

/** The symbols of the app's current language, for a component (it renders again when the language changes). */
export function useNumberSymbols(): NumberSymbols {
  return symbolsOf(useStore(localeStore, (s) => s.code));
}

/**
 * A number formatted in the canonical form (`-1,234.5`, `+1.23%`) in the current language's
 * symbols (and grouping: Hindi regroups `1,234,567` as `12,34,567`). Call it once, on a
 * number alone: its ',' '.' and '%' are replaced.
 */
export function localizeNumber(text: string, symbols: NumberSymbols = numberSymbols()): string {
  if (symbols === CANONICAL_SYMBOLS) return text;
  const grouped = symbols.pairs ? text.replace(/\d+(?:,\d{3})+/g, inPairs) : text;
  return grouped.replace(/[,.%]/g, (c) => (c === ',' ? symbols.group : c === '.' ? symbols.decimal : symbols.percent));
}

/** A whole part grouped by thousands (`1,234,567`) grouped the Indian way (`12,34,567`). */
function inPairs(whole: string): string {
  const digits = whole.replace(/,/g, '');
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(?:\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * An amount as the customer typed it, in the canonical form the parser takes: where the
 * language writes decimals with a comma, one comma is the decimal mark (`12,5` is 12.5). A
 * point is always a decimal mark; group separators are never accepted in what is typed, so
 * `1,000` is refused in English rather than read as one. Leading zeros say nothing and are
 * dropped (`0012` is 12, `00.5` is 0.5).
 */
export function canonicalAmountInput(raw: string, symbols: NumberSymbols = numberSymbols()): string {
  const text = raw.trim().replace(/^0+(?=\d)/, '');
  if (symbols.decimal !== ',' || text.includes('.')) return text;
  const first = text.indexOf(',');
  return first !== -1 && first === text.lastIndexOf(',') ? text.replace(',', '.') : text;
}

/** A canonical amount (`12.5`) written for an input of the current language (`12,5` in German). */
export function amountInputText(value: string, symbols: NumberSymbols = numberSymbols()): string {
  return symbols.decimal === '.' ? value : value.replace('.', symbols.decimal);
}
