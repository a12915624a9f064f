/**
 * Exact decimal arithmetic for amounts on the client, built on one configured decimal.js
 * clone. Amounts travel as decimal strings; these helpers take strings (or Money values)
 * and give strings back, so a float never touches an amount.
 */
import Decimal from 'decimal.js';

/**
 * The decimal type for amounts: 64 significant digits (a `numeric(36,18)` value needs 36),
 * results cut toward zero (ROUND_DOWN) like every amount the product shows, and `toString()`
 * never switches to exponent notation.
 */
export const Money = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type Money = Decimal;
export type MoneyInput = string | number | Decimal;

/** Largest amount a user may enter (spec: values above 1e18 are rejected). */
export const AMOUNT_MAX = '1000000000000000000';
/** Decimal places of a `numeric(36,18)` column. */
export const AMOUNT_STORAGE_DECIMALS = 18;

const PLAIN_DECIMAL_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A Money from a decimal string (as the API and the database send: `-12.50`,
 * `1234.500000000000000000`), a finite JS number or a Money. Exponent notation, hex, spaces,
 * `NaN` and `Infinity` are refused with a TypeError: they are never legitimate amounts.
 */
export function toMoney(v: MoneyInput): Money {
  if (v instanceof Decimal) {
    if (!v.isFinite()) throw new TypeError(`Not a finite amount: ${v.toString()}`);
    return new Money(v);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new TypeError(`Not a finite amount: ${v}`);
    return new Money(v);
  }
  if (typeof v !== 'string' || !PLAIN_DECIMAL_RE.test(v)) throw new TypeError(`Not a decimal string: ${String(v)}`);
  return new Money(v);
}

/** True when `toMoney` would accept the value. */
export function isMoneyInput(v: unknown): v is MoneyInput {
  if (v instanceof Decimal) return v.isFinite();
  if (typeof v === 'number') return Number.isFinite(v);
  return typeof v === 'string' && PLAIN_DECIMAL_RE.test(v);
}

/** Canonical wire text: no exponent, no trailing fraction zeros, never `-0`. */
export function moneyString(v: MoneyInput): string {
  const d = toMoney(v);
  return d.isZero() ? '0' : d.toFixed();
}

export type ParseAmountError =
  | { key: 'amount.invalid'; params?: undefined }
  | { key: 'amount.too_many_decimals'; params: { decimals: number } }
  | { key: 'amount.too_large'; params: { max: string } }
  | { key: 'amount.not_positive'; params?: undefined };

export type ParseAmountResult = { ok: true; value: string } | ({ ok: false } & ParseAmountError);

export interface ParseAmountOptions {
  /** Most decimals the user may type (default 18, the storage scale). */
  decimals?: number;
  /** Largest accepted value (default 1e18). */
  max?: MoneyInput;
  /** Accept zero (default false: an amount to move must be positive). */
  allowZero?: boolean;
}

/**
 * Reads an amount the user typed, strictly: ASCII digits with an optional fraction
 * (`12`, `12.5`, `0.05`), nothing else. Signs, exponent notation, spaces, thousands
 * separators, leading zeros (`007`), a bare or trailing dot (`.5`, `5.`) are `amount.invalid`;
 * more fraction digits than `decimals` (even zeros) are `amount.too_many_decimals`; a value
 * above `max` is `amount.too_large`; zero is `amount.not_positive` unless `allowZero`.
 * On success `value` is the canonical decimal string (`12.50` gives `12.5`).
 */
export function parseAmount(input: unknown, options: ParseAmountOptions = {}): ParseAmountResult {
  const decimals = options.decimals ?? AMOUNT_STORAGE_DECIMALS;
  if (typeof input !== 'string') return { ok: false, key: 'amount.invalid' };
  const m = /^(0|[1-9]\d*)(?:\.(\d+))?$/.exec(input);
  if (!m) return { ok: false, key: 'amount.invalid' };
  if ((m[2]?.length ?? 0) > decimals) return { ok: false, key: 'amount.too_many_decimals', params: { decimals } };
  const value = new Money(input);
  const max = toMoney(options.max ?? AMOUNT_MAX);
  if (value.gt(max)) return { ok: false, key: 'amount.too_large', params: { max: moneyString(max) } };
  if (value.isZero() && !options.allowZero) return { ok: false, key: 'amount.not_positive' };
  return { ok: true, value: moneyString(value) };
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  return toMoney(a).comparedTo(toMoney(b)) as -1 | 0 | 1;
}

export function addMoney(a: MoneyInput, b: MoneyInput): string {
  return moneyString(toMoney(a).plus(toMoney(b)));
}

export function subMoney(a: MoneyInput, b: MoneyInput): string {
  return moneyString(toMoney(a).minus(toMoney(b)));
}

export function mulMoney(a: MoneyInput, b: MoneyInput): string {
  return moneyString(toMoney(a).times(toMoney(b)));
}

/**
 * a / b, cut toward zero to `decimals` places (default 18, the storage scale). Dividing by
 * zero throws a RangeError instead of producing Infinity.
 */
export function divMoney(a: MoneyInput, b: MoneyInput, decimals: number = AMOUNT_STORAGE_DECIMALS): string {
  const divisor = toMoney(b);
  if (divisor.isZero()) throw new RangeError('Division by zero');
  return moneyString(toMoney(a).div(divisor).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
}

/**
 * The value cut toward zero (never rounded) to exactly `decimals` places, padded with zeros:
 * `truncate('1.239', 2)` is `1.23`, `truncate('-1.239', 2)` is `-1.23`, `truncate('5', 2)` is
 * `5.00`. A result that is zero has no minus sign.
 */
export function truncate(value: MoneyInput, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Bad decimal count: ${decimals}`);
  const cut = toMoney(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return (cut.isZero() ? new Money(0) : cut).toFixed(decimals);
}
