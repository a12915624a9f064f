/**
 * Display formatting of amounts, prices and change rates (spec point 9): exact decimal
 * arithmetic, thousands grouping with ',', and truncation toward zero (never rounding), so
 * a balance is never shown higher than it is.
 */
import { isMoneyInput, toMoney, truncate, type MoneyInput } from './money.ts';

/** Decimals shown for amounts unless the site's `app_decimal_no` setting says otherwise. */
export const DEFAULT_AMOUNT_DECIMALS = 2;
/** Shown in place of a value that is missing or not a number. */
export const EMPTY_AMOUNT = '--';

export interface FormatAmountOptions {
  /** Decimal places shown, after truncation (`app_decimal_no`, default 2). */
  decimals?: number;
  /**
   * The `amount_plain` switch. Off (default): the integer part is grouped by thousands.
   * On: the same truncated value without grouping.
   */
  plain?: boolean;
  /** Text returned for null, undefined, '' or a value that is not a decimal (default `--`). */
  fallback?: string;
}

/** Inserts ',' between groups of three digits of an unsigned integer string. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount for display: `formatAmount('1234567.899')` is `1,234,567.89`,
 * `formatAmount('1234.500000000000000000', { decimals: 4 })` is `1,234.5000`,
 * `formatAmount('-0.001')` is `0.00`, `formatAmount('1234.5', { plain: true })` is `1234.50`.
 * Exact for any size: strings are never converted to JS numbers.
 */
export function formatAmount(value: MoneyInput | null | undefined, options: FormatAmountOptions = {}): string {
  const { decimals = DEFAULT_AMOUNT_DECIMALS, plain = false, fallback = EMPTY_AMOUNT } = options;
  if (value === null || value === undefined || !isMoneyInput(value)) return fallback;
  const text = truncate(value, decimals);
  if (plain) return text;
  const negative = text.startsWith('-');
  const unsigned = negative ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  const whole = dot === -1 ? unsigned : unsigned.slice(0, dot);
  const fraction = dot === -1 ? '' : unsigned.slice(dot);
  return (negative ? '-' : '') + groupThousands(whole) + fraction;
}

/**
 * A price with the product's own number of decimals (truncated, grouped unless `plain`):
 * `formatPrice('67123.456', 2)` is `67,123.45`, `formatPrice('1.0856789', 5)` is `1.08567`.
 */
export function formatPrice(
  value: MoneyInput | null | undefined,
  priceDecimals: number,
  options: Omit<FormatAmountOptions, 'decimals'> = {},
): string {
  return formatAmount(value, { ...options, decimals: priceDecimals });
}

export interface FormatPercentOptions {
  /** Decimal places, after truncation (default 2). */
  decimals?: number;
  /** Prefix '+' on a rise (default true); a fall always shows '-', zero shows no sign. */
  sign?: boolean;
  /** The input is a ratio (0.0123 means 1.23%) rather than percent points (default false). */
  ratio?: boolean;
  fallback?: string;
}

/**
 * A change rate for display: `formatPercent('1.2345')` is `+1.23%`, `formatPercent('-0.5')`
 * is `-0.50%`, `formatPercent('0.0123', { ratio: true })` is `+1.23%`. The input is in percent
 * points by default, as market feeds send it (`todaysChangePerc`).
 */
export function formatPercent(value: MoneyInput | null | undefined, options: FormatPercentOptions = {}): string {
  const { decimals = 2, sign = true, ratio = false, fallback = EMPTY_AMOUNT } = options;
  if (value === null || value === undefined || !isMoneyInput(value)) return fallback;
  const text = truncate(ratio ? toMoney(value).times(100) : value, decimals);
  const rise = sign && !text.startsWith('-') && /[1-9]/.test(text);
  return `${rise ? '+' : ''}${text}%`;
}

/** Message key of the warning shown when a JS number is beyond exact integer precision. */
export const UNSAFE_NUMBER_WARNING = 'number.unsafe_precision';

/**
 * The number helper's check (spec point 8): true when a JS number cannot be trusted to be
 * exact because its magnitude is above Number.MAX_SAFE_INTEGER (2^53 - 1), or it is NaN or
 * infinite. Callers show `UNSAFE_NUMBER_WARNING` ("the value exceeds safe precision and the
 * result may be wrong") and should switch to a decimal string.
 */
export function exceedsSafePrecision(n: number): boolean {
  return !Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER;
}
