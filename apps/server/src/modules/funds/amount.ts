import { parseAmount } from '@app/contract/money';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { Money } from '../../lib/money.ts';
import { checkBounds } from './funds.common.ts';

const CODES = {
  'amount.invalid': 'funds.amount_invalid',
  'amount.too_many_decimals': 'funds.amount_too_many_decimals',
  'amount.too_large': 'funds.amount_too_large',
  'amount.not_positive': 'funds.amount_not_positive',
} as const;

/**
 * An amount field as it arrives: a decimal string (form bodies, and JSON as the contract
 * asks). Anything else is `funds.amount_invalid`, a JSON number too: it has been a float by
 * the time it is parsed (`1.00000000000000000001` is 1, `0.0000001` reads as 1e-7), and no
 * float ever touches a balance.
 */
export const amountField = z
  .string({ error: 'funds.amount_invalid' })
  .max(64)
  .transform((v) => v.trim());

/**
 * A positive amount of a currency with at most `decimals` places, strictly parsed by the
 * shared parser (no signs, exponents or separators). Throws an envelope error otherwise.
 */
export function positiveAmount(raw: string, decimals: number): Money {
  const r = parseAmount(raw, { decimals });
  if (!r.ok) throw badRequest(CODES[r.key], r.params ?? {});
  return new Money(r.value);
}

/**
 * An amount typed for a channel: a positive amount with the channel's decimals, within the
 * channel's minimum and maximum. An amount beyond the largest the system stores is refused as
 * above the channel's maximum, the limit the customer sees and can act on.
 */
export function channelAmount(raw: string, c: { decimals: number; min_amount: string; max_amount: string; currency_name: string }): Money {
  const r = parseAmount(raw, { decimals: c.decimals });
  const amount = r.ok || r.key !== 'amount.too_large' ? positiveAmount(raw, c.decimals) : new Money(raw);
  checkBounds(amount, c);
  return amount;
}

/** A signed amount (operator adjustments): '-' followed by a positive amount, or a positive amount. */
export function signedAmount(raw: string, decimals: number): Money {
  const negative = raw.startsWith('-');
  const v = positiveAmount(negative ? raw.slice(1) : raw, decimals);
  return negative ? v.neg() : v;
}
