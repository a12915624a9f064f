import Decimal from 'decimal.js';

/** The one decimal type for money on the server. 40 significant digits fit numeric(36,18). */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });
export type Money = Decimal;

/** Canonical decimal string for the wire: no exponent, no trailing zeros. */
export function moneyString(v: Decimal.Value): string {
  return new Money(v).toFixed();
}
