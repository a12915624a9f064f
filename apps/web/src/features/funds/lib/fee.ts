import { Money } from '@app/contract/money';

/**
 * A channel's fee for an amount as the server computes it: amount x rate + fixed, cut (never
 * rounded up) to the currency's decimals. For showing what a recharge will cost before it is
 * sent; the server's figure is the one that counts.
 */
export function channelFee(amount: string, c: { feeRate: string; feeFixed: string }, decimals: number): string {
  return new Money(amount).times(c.feeRate).plus(c.feeFixed).toDecimalPlaces(decimals, Money.ROUND_DOWN).toFixed();
}

/** amount - fee, or null when nothing would remain. */
export function netOf(amount: string, fee: string): string | null {
  const net = new Money(amount).minus(fee);
  return net.gt(0) ? net.toFixed() : null;
}

export function hasFee(c: { feeRate: string; feeFixed: string }): boolean {
  return new Money(c.feeRate).gt(0) || new Money(c.feeFixed).gt(0);
}
