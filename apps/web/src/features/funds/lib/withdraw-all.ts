import { compareMoney, isMoneyInput, Money, truncate } from '@app/contract/money';
import { amountInputText, type NumberSymbols } from '@/lib/i18n/number-format';
import { channelFee } from './fee';

export type WithdrawAllProblem = { key: 'nothing' } | { key: 'below-min'; min: string } | { key: 'below-fee' };

interface AllChannel {
  decimals: number;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  feeFixed: string;
}

/**
 * What "withdraw all" takes of an available balance, as the server decides it: the most that
 * can be withdrawn now, that is the balance, at most the channel's maximum and what is left
 * of today's limit (when known), cut toward zero to the currency's decimals.
 */
export function withdrawAllAmount(available: string, c: AllChannel, dailyRemaining?: string | null): string {
  let all = Money.min(available, c.maxAmount);
  // Below the minimum, today's rest is refused by the server, which says how much is left.
  const rest = dailyRemaining == null ? null : new Money(dailyRemaining);
  if (rest && rest.lt(all) && rest.gte(c.minAmount)) all = rest;
  return all.toDecimalPlaces(c.decimals, Money.ROUND_DOWN).toFixed();
}

/**
 * Why "withdraw all" cannot be offered for an available balance: nothing is available, it is
 * under the channel's minimum, or the fee would take all of it. Null when it can (or while
 * the balance is not known: the server decides).
 */
export function withdrawAllProblem(available: string | undefined, c: AllChannel): WithdrawAllProblem | null {
  if (available === undefined) return null;
  const amount = withdrawAllAmount(available, c);
  if (new Money(amount).lte(0)) return { key: 'nothing' };
  if (compareMoney(amount, c.minAmount) < 0) return { key: 'below-min', min: c.minAmount };
  if (compareMoney(channelFee(amount, c, c.decimals), amount) >= 0) return { key: 'below-fee' };
  return null;
}

/**
 * The amount "withdraw all" puts in the amount field: the currency's decimals, padded and cut
 * toward zero as the balance line shows them (`2504.50` in English, `2504,50` in Spanish), but
 * without group separators, which the field refuses. Empty while the amount is not known.
 */
export function withdrawAllFieldText(amount: string | null | undefined, decimals: number, symbols?: NumberSymbols): string {
  if (amount === null || amount === undefined || !isMoneyInput(amount)) return '';
  return amountInputText(truncate(amount, decimals), symbols);
}
