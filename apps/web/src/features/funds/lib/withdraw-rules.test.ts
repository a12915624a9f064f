import { describe, expect, it } from 'vitest';
import type { WithdrawChannel, WithdrawQuote } from '../api/types';
import { currentWithdrawRules } from './withdraw-rules';

const channel: WithdrawChannel = {
  id: 7, code: 'usdt-trc20', channelName: 'USDT TRC20', channelType: 1, currencyId: 3, currencyName: 'USDT', decimals: 2,
  network: 'TRC20', sort: 1, minAmount: '10', maxAmount: '50000', feeRate: '0', feeFixed: '1', dailyLimit: '500000',
};
const limits = (over: Partial<WithdrawQuote> = {}): WithdrawQuote => ({
  channelId: 7, channelType: 1, currencyId: 3, currencyName: 'USDT', decimals: 2, network: 'TRC20', amount: null, fee: null, netAmount: null,
  minAmount: '150', maxAmount: '20000', feeRate: '0.01', feeFixed: '4', dailyLimit: '1000', dailyUsed: '0', dailyRemaining: '1000',
  dailyResetsAt: null, available: '500', withdrawAllAllowed: false, ...over,
});

describe('currentWithdrawRules', () => {
  it("takes the limits, fee and withdraw-all rule of the server's fresh limits over the channel list's", () => {
    expect(currentWithdrawRules(channel, limits())).toMatchObject({
      id: 7, minAmount: '150', maxAmount: '20000', feeRate: '0.01', feeFixed: '4', dailyLimit: '1000', withdrawAllAllowed: false,
    });
    // A lowered minimum is the one the form checks against.
    expect(currentWithdrawRules(channel, limits({ minAmount: '5' })).minAmount).toBe('5');
  });

  it("keeps the channel list's values until the limits are in, or when they are another channel's", () => {
    expect(currentWithdrawRules(channel, undefined)).toMatchObject({ minAmount: '10', maxAmount: '50000', feeFixed: '1', withdrawAllAllowed: true });
    expect(currentWithdrawRules(channel, null).minAmount).toBe('10');
    expect(currentWithdrawRules(channel, limits({ channelId: 8 })).minAmount).toBe('10');
  });
});
