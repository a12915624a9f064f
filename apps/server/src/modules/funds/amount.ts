import { parseAmount } from '@app/contract/money';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { Money } from '../../lib/money.ts';

const CODES = {
  'amount.invalid': 'funds.amount_invalid',
  'amount.too_many_decimals': 'funds.amount_too_many_decimals',
  'amount.too_large': 'funds.amount_too_large',
  'amount.not_positive': 'funds.amount_not_positive',
} as const;

/**
 * An amount field as it arrives: a decimal string (form bodies, and JSON as the contract
 * asks), or a plain JSON number for lenient clients. Anything else is `funds.amount_invalid`.
 */
export const amountField = z
  .union([z.string().max(64), z.number()], { message: 'funds.amount_invalid' })
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v.trim()));

/**
 * A positive amount of a currency with at most `decimals` places, strictly parsed by the
 * shared parser (no signs, exponents or separators). Throws an envelope error otherwise.
 */
export function positiveAmount(raw: string, decimals: number): Money {
  const r = parseAmount(raw, { decimals });
  if (!r.ok) throw badRequest(CODES[r.key], r.params ?? {});
  return new Money(r.value);
}

/** A signed amount (operator adjustments): '-' followed by a positive amount, or a positive amount. */
export function signedAmount(raw: string, decimals: number): Money {
  const negative = raw.startsWith('-');
  const v = positiveAmount(negative ? raw.slice(1) : raw, decimals);
  return negative ? v.neg() : v;
}
