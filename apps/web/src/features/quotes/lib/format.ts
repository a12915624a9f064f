import { formatPercent, formatPrice, groupThousands } from '@app/contract/format';
import { isMoneyInput } from '@app/contract/money';
import { borrowsDateData, intlDataTag, latinNumbersTag, localizeNumber } from '@/lib/i18n/number-format';

/** A plain decimal string: sign, whole part, fraction. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A price with the product's decimals (exact, grouped, truncated), in the symbols of the
 * customer's language (lib/i18n/number-format.ts). Streamed prices already carry exactly the
 * product's decimals, so the common case only groups the digits: this runs for every visible
 * row on every tick.
 */
export function priceText(value: string | null | undefined, precision: number): string {
  const m = value ? PLAIN.exec(value) : null;
  if (m && (m[3] ?? '').length === precision) return localizeNumber(`${m[1]}${groupThousands(m[2] as string)}${m[3] ? `.${m[3]}` : ''}`);
  return localizeNumber(formatPrice(value, precision));
}

/**
 * A price of the chart's axis and crosshair, which draws with numbers: the product's decimals
 * and grouping, as `priceText` shows the strings (`97800` at 2 is `97,800.00`).
 */
export function chartPriceText(price: number, precision: number): string {
  if (!Number.isFinite(price)) return '';
  const text = price.toFixed(precision);
  return priceText(/[1-9]/.test(text) ? text : text.replace('-', ''), precision);
}

/** A change rate in percent points: `+1.25%`, `-0.40%` (the stream sends two decimals); localized as `priceText`. */
export function rateText(value: string | null | undefined): string {
  const m = value ? PLAIN.exec(value) : null;
  if (m && m[3]?.length === 2) {
    const zero = !/[1-9]/.test(`${m[2]}${m[3]}`);
    return localizeNumber(zero ? `0.${m[3]}%` : `${m[1] || '+'}${m[2]}.${m[3]}%`);
  }
  return localizeNumber(formatPercent(value));
}

/** A signed price change with the product's decimals: `+12.50`, `-0.0031`. */
export function changeText(value: string | null | undefined, precision: number): string {
  const text = formatPrice(value, precision);
  return localizeNumber(isMoneyInput(value) && !text.startsWith('-') && /[1-9]/.test(text) ? `+${text}` : text);
}

/** Rise (1), fall (-1) or flat (0) by the sign of a decimal string. */
export function trendOf(value: string | null | undefined): -1 | 0 | 1 {
  if (!value || !isMoneyInput(value)) return 0;
  if (value.startsWith('-')) return /[1-9]/.test(value) ? -1 : 0;
  return /[1-9]/.test(value) ? 1 : 0;
}

export const trendClass = (trend: -1 | 0 | 1) => (trend > 0 ? 'is-rise' : trend < 0 ? 'is-fall' : 'is-flat');

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * Languages whose short forms are abbreviations readers do not use: Hindi's short form writes
 * crore and arab as `क॰` and `अ॰`, where Indian market pages write `करोड़` and `अरब`.
 */
const WORDS_FOR_LARGE_NUMBERS = new Set(['hi']);

/**
 * Volumes and turnover in the short form of the user's language (`1.2M`, `12万`). Display
 * only: the value is rounded to three significant digits for reading, never computed with.
 */
export function compactText(value: string | null | undefined, localeTag: string): string {
  if (!value || !isMoneyInput(value)) return '--';
  let f = compactFormats.get(localeTag);
  if (!f) {
    const compactDisplay = WORDS_FOR_LARGE_NUMBERS.has(localeTag.split('-')[0] ?? '') ? 'long' : 'short';
    f = new Intl.NumberFormat(latinNumbersTag(localeTag), { notation: 'compact', compactDisplay, maximumFractionDigits: 2 });
    compactFormats.set(localeTag, f);
  }
  return f.format(Number(value));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a closed market opens: weekday and time in the user's time zone, the hour as the
 * language writes it (`Fri 2:30 PM`, not `Fri 02:30 PM`; `Fr., 09:30` where the language pads).
 * Where the browser lends the language a neighbour's names (`borrowsDateData`), the day is
 * written in digits instead of the neighbour's weekday (`27.11, 9:30`).
 */
export function openingText(epochMs: number, localeTag: string, hasData?: (tag: string) => boolean): string {
  let f = hasData ? undefined : timeFormats.get(localeTag);
  if (!f) {
    const day: Intl.DateTimeFormatOptions = borrowsDateData(localeTag, hasData) ? { day: '2-digit', month: '2-digit' } : { weekday: 'short' };
    f = new Intl.DateTimeFormat(latinNumbersTag(intlDataTag(localeTag, hasData)), { ...day, hour: 'numeric', minute: '2-digit' });
    if (!hasData) timeFormats.set(localeTag, f);
  }
  return f.format(epochMs);
}
