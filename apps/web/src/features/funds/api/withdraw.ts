import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, dataOf, rowsOf } from '@/lib/api';
import { refreshMoneyViews, useRefreshBalances } from '../hooks/use-refresh-balances';
import { goneDestination, withdrawRulesChanged } from '../lib/funds-errors';
import { IDEMPOTENCY_HEADER } from '../lib/intent-key';
import { FIRST_PAGE, nextOrdersPage, PAGE_SIZE, whilePending, type PageParam } from './paging';
import { fundsKeys } from './query-keys';
import type { Page, WithdrawOrder, WithdrawQuote, WithdrawStatus } from './types';
import { FRESH_ON_RETURN } from '@/lib/query-client';

/**
 * `GET /api/withdrawOrder/quote`: limits, fee and net amount of a withdrawal, checked by the
 * server's own rules. Without an amount it gives the limits only.
 */
export async function getWithdrawQuote(channelId: number, amount: string, withdrawAll: boolean): Promise<WithdrawQuote | null> {
  const params: Record<string, unknown> = { channelId };
  if (withdrawAll) params.withdrawAll = 1;
  else if (amount) params.amount = amount;
  return dataOf(await apiGet<WithdrawQuote>('/api/withdrawOrder/quote', params, { quiet: true }));
}

export const withdrawQuoteQueryOptions = (channelId: number, amount: string, withdrawAll: boolean) =>
  queryOptions({
    queryKey: fundsKeys.withdrawQuote(channelId, amount, withdrawAll),
    queryFn: () => getWithdrawQuote(channelId, amount, withdrawAll),
    enabled: channelId > 0,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
    ...FRESH_ON_RETURN,
  });

export const useWithdrawQuote = (channelId: number, amount: string, withdrawAll: boolean) =>
  useQuery(withdrawQuoteQueryOptions(channelId, amount, withdrawAll));

export interface SubmitWithdrawInput {
  channelId: number;
  amount?: string;
  withdrawAll?: boolean;
  addressId?: number;
  bankCardId?: number;
  payPassword: string;
  /** The fee the confirmation showed: the server refuses the request when it charges another (`funds.fee_changed`). */
  expectedFee?: string;
  idempotencyKey: string;
}

/**
 * `POST /api/withdrawOrder/submit`: freezes the amount until the withdrawal is paid, rejected
 * or cancelled. Quiet: the confirmation sheet shows the reason of a refusal itself (attempts
 * left, a locked payment password, a changed balance).
 */
export async function submitWithdraw({ idempotencyKey, withdrawAll, ...body }: SubmitWithdrawInput): Promise<WithdrawOrder | null> {
  const data: Record<string, unknown> = { ...body };
  if (withdrawAll) {
    data.withdrawAll = 1;
    delete data.amount;
  }
  return dataOf(await apiPost<WithdrawOrder>('/api/withdrawOrder/submit', data, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, quiet: true }));
}

/** `POST /api/withdrawOrder/cancel`: a pending withdrawal is taken back; the amount returns to available. */
export async function cancelWithdraw(input: { id: number; idempotencyKey: string }): Promise<WithdrawOrder | null> {
  return dataOf(
    await apiPost<WithdrawOrder>('/api/withdrawOrder/cancel', { id: input.id }, { headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey } }),
  );
}

/**
 * After a refused or unanswered withdrawal: the balances, since an answer lost on the way (a
 * timeout, a dropped line) may hide a withdrawal that was made and the form must show the
 * balance it left; and the list of addresses or cards when the chosen one was deleted
 * elsewhere, so that no form (this one, or one opened within the lists' 30 s) offers it again;
 * and the channel's rules (limits, fee, "withdraw all") when the refusal says they changed.
 */
export function refreshAfterFailedWithdraw(qc: QueryClient, e: unknown): Promise<unknown> {
  const gone = goneDestination(e);
  const list = gone === 'address' ? fundsKeys.walletAddresses() : gone === 'card' ? fundsKeys.bankCards() : null;
  // The money views include the quotes, and with them the form's limits.
  const rules = withdrawRulesChanged(e) && qc.invalidateQueries({ queryKey: fundsKeys.withdrawChannels() });
  return Promise.all([refreshMoneyViews(qc), list && qc.invalidateQueries({ queryKey: list }), rules]);
}

/**
 * After a quote refused for the channel's rules: the channel list and the channel's limits
 * asked for again (not the refused quote itself, which would only be refused again).
 */
export function refreshWithdrawRules(qc: QueryClient, channelId: number): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: fundsKeys.withdrawChannels() }),
    qc.invalidateQueries({ queryKey: fundsKeys.withdrawQuote(channelId, '', false), exact: true }),
  ]);
}

export function useSubmitWithdraw() {
  const qc = useQueryClient();
  const refresh = useRefreshBalances();
  // A failure's refresh does not hold up its message.
  return useMutation({ mutationFn: submitWithdraw, onSuccess: refresh, onError: (e) => void refreshAfterFailedWithdraw(qc, e) });
}

export function useCancelWithdraw() {
  const refresh = useRefreshBalances();
  // Refreshed after a failure too: the withdrawal may have been cancelled (answer lost) or
  // paid meanwhile ("already processed"); the list then shows what it is now.
  return useMutation({ mutationFn: cancelWithdraw, onSuccess: refresh, onError: () => void refresh() });
}

export type WithdrawFilter = WithdrawStatus | '';

/** `GET /api/withdrawOrder/list`: the customer's withdrawals, newest first. */
export async function getWithdrawOrders(status: WithdrawFilter, page: PageParam = FIRST_PAGE): Promise<Page<WithdrawOrder>> {
  return rowsOf<WithdrawOrder>(await apiGet('/api/withdrawOrder/list', { pageNum: page.pageNum, pageSize: PAGE_SIZE, params: { status, beforeId: page.beforeId ?? '' } }));
}

export const withdrawOrdersQueryOptions = (status: WithdrawFilter) =>
  infiniteQueryOptions({
    queryKey: fundsKeys.withdrawOrders(status),
    queryFn: ({ pageParam }) => getWithdrawOrders(status, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextOrdersPage,
    refetchInterval: whilePending,
    // Each status tab is a list of its own: one opened again asks the server at once (while it
    // shows the rows it had), so an order another tab has seen paid is not offered for cancelling.
    staleTime: 0,
  });

export const useWithdrawOrders = (status: WithdrawFilter) => useInfiniteQuery(withdrawOrdersQueryOptions(status));
