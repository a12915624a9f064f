import type { WithdrawChannel, WithdrawQuote } from '../api/types';

/** A withdraw channel with the rules the form applies: limits, fee and whether "withdraw all" is allowed. */
export interface WithdrawRules extends WithdrawChannel {
  /** Unknown (true) until the server's limits are in; the site switch decides as well. */
  withdrawAllAllowed: boolean;
}

/**
 * The rules of the open form: the channel list is kept for a minute, so an operator's change
 * of the limits or the fee reaches the form through the limits quote it asks for (kept a few
 * seconds); the list's values stand in until that quote is in, or when it is another channel's.
 */
export function currentWithdrawRules(channel: WithdrawChannel, limits: WithdrawQuote | null | undefined): WithdrawRules {
  if (!limits || limits.channelId !== channel.id) return { ...channel, withdrawAllAllowed: true };
  return {
    ...channel,
    minAmount: limits.minAmount,
    maxAmount: limits.maxAmount,
    feeRate: limits.feeRate,
    feeFixed: limits.feeFixed,
    dailyLimit: limits.dailyLimit,
    withdrawAllAllowed: limits.withdrawAllAllowed,
  };
}
