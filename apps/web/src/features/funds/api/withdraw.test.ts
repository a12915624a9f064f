import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fundsKeys } from './query-keys';
import { refreshAfterFailedWithdraw, refreshWithdrawRules } from './withdraw';

const refused = (msg: string) => new ApiError('server', 'shown text', { code: 500, msg });

/** A cache holding the lists a withdrawal form offers, fresh for 30 s as the app keeps them. */
function cache() {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  qc.setQueryData(fundsKeys.walletAddresses(), [{ id: 1 }]);
  qc.setQueryData(fundsKeys.bankCards(), [{ id: 2 }]);
  qc.setQueryData(fundsKeys.balances(), []);
  qc.setQueryData(fundsKeys.withdrawChannels(), [{ id: 7 }]);
  qc.setQueryData(fundsKeys.withdrawQuote(7, '', false), { channelId: 7 });
  return qc;
}
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;

let qc: QueryClient;
afterEach(() => qc.clear());

describe('refreshAfterFailedWithdraw', () => {
  it('asks for the addresses again when the chosen one was deleted elsewhere, with the balances', async () => {
    qc = cache();
    await refreshAfterFailedWithdraw(qc, refused('funds.address_not_found'));
    expect(stale(qc, fundsKeys.walletAddresses())).toBe(true);
    expect(stale(qc, fundsKeys.bankCards())).toBe(false);
    expect(stale(qc, fundsKeys.balances())).toBe(true);
  });

  it('asks for the bank cards again when the chosen one was deleted elsewhere', async () => {
    qc = cache();
    await refreshAfterFailedWithdraw(qc, refused('funds.bank_card_not_found'));
    expect(stale(qc, fundsKeys.bankCards())).toBe(true);
    expect(stale(qc, fundsKeys.walletAddresses())).toBe(false);
  });

  it('leaves the lists alone after any other failure, and refreshes the balances', async () => {
    qc = cache();
    await refreshAfterFailedWithdraw(qc, new ApiError('timeout', 'Request timeout'));
    expect(stale(qc, fundsKeys.walletAddresses())).toBe(false);
    expect(stale(qc, fundsKeys.bankCards())).toBe(false);
    expect(stale(qc, fundsKeys.balances())).toBe(true);
  });

  it("asks for the channel list and the limits again when the refusal says the channel's rules changed", async () => {
    for (const msg of ['funds.fee_changed', 'funds.amount_below_min', 'funds.channel_not_found', 'funds.withdraw_all_disabled']) {
      qc = cache();
      await refreshAfterFailedWithdraw(qc, refused(msg));
      expect(stale(qc, fundsKeys.withdrawChannels())).toBe(true);
      expect(stale(qc, fundsKeys.withdrawQuote(7, '', false))).toBe(true);
    }
    qc = cache();
    await refreshAfterFailedWithdraw(qc, refused('funds.insufficient_balance'));
    expect(stale(qc, fundsKeys.withdrawChannels())).toBe(false);
  });
});

describe('refreshWithdrawRules', () => {
  it("asks for the channel list and the channel's limits again, not the refused quote", async () => {
    qc = cache();
    qc.setQueryData(fundsKeys.withdrawQuote(7, '5', false), { channelId: 7 });
    await refreshWithdrawRules(qc, 7);
    expect(stale(qc, fundsKeys.withdrawChannels())).toBe(true);
    expect(stale(qc, fundsKeys.withdrawQuote(7, '', false))).toBe(true);
    expect(stale(qc, fundsKeys.withdrawQuote(7, '5', false))).toBe(false);
  });
});
