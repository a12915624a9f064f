import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, dataOf, rowsOf } from '@/lib/api';
import { useRefreshBalances } from '../hooks/use-refresh-balances';
import { ORDER_NOT_FOUND } from '../lib/funds-errors';
import { IDEMPOTENCY_HEADER } from '../lib/intent-key';
import { FIRST_PAGE, nextOrdersPage, PAGE_SIZE, whilePending, type PageParam } from './paging';
import { fundsKeys } from './query-keys';
import type { Page, RechargeOrder, RechargeStatus } from './types';

export type RechargeFilter = RechargeStatus | '';

/** `GET /api/rechargeOrder/list`: the customer's recharges, newest first. */
export async function getRechargeOrders(status: RechargeFilter, page: PageParam = FIRST_PAGE): Promise<Page<RechargeOrder>> {
  return rowsOf<RechargeOrder>(await apiGet('/api/rechargeOrder/list', { pageNum: page.pageNum, pageSize: PAGE_SIZE, params: { status, beforeId: page.beforeId ?? '' } }));
}

export const rechargeOrdersQueryOptions = (status: RechargeFilter) =>
  infiniteQueryOptions({
    queryKey: fundsKeys.rechargeOrders(status),
    queryFn: ({ pageParam }) => getRechargeOrders(status, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextOrdersPage,
    refetchInterval: whilePending,
    // Each status tab is a list of its own: one opened again asks the server at once (while it
    // shows the rows it had), so an order another tab has seen paid is not offered for cancelling.
    staleTime: 0,
  });

export const useRechargeOrders = (status: RechargeFilter) => useInfiniteQuery(rechargeOrdersQueryOptions(status));

/**
 * `GET /api/rechargeOrder/detail`. An order that is not found (or not the customer's) is not
 * toasted: the order pages say so in place of the order (`OrderFallback`).
 */
export async function getRechargeOrder(id: number, opts: { quiet?: boolean } = {}): Promise<RechargeOrder | null> {
  return dataOf(await apiGet<RechargeOrder>('/api/rechargeOrder/detail', { id }, { quietFor: [ORDER_NOT_FOUND], quiet: opts.quiet }));
}

/** One recharge; refreshed every few seconds while it waits for the money to arrive. */
export const rechargeOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fundsKeys.rechargeOrder(id),
    queryFn: () => getRechargeOrder(id),
    enabled: id > 0,
    refetchInterval: (q) => (q.state.data?.status === 'pending' && !q.state.error ? 3_000 : false),
  });

export const useRechargeOrder = (id: number) => useQuery(rechargeOrderQueryOptions(id));

/**
 * `POST /api/rechargeOrder/cancel`: the customer withdraws a pending recharge (nothing was
 * credited); it then no longer counts against the channel's daily limit.
 */
export async function cancelRecharge(input: { id: number; idempotencyKey: string }): Promise<RechargeOrder | null> {
  return dataOf(
    await apiPost<RechargeOrder>('/api/rechargeOrder/cancel', { id: input.id }, { headers: { [IDEMPOTENCY_HEADER]: input.idempotencyKey } }),
  );
}

export function useCancelRecharge() {
  const qc = useQueryClient();
  const refresh = useRefreshBalances();
  const settle = async (order: RechargeOrder | null | undefined, id: number) => {
    if (order) qc.setQueryData(fundsKeys.rechargeOrder(id), order);
    await Promise.all([qc.invalidateQueries({ queryKey: fundsKeys.rechargeOrder(id) }), refresh()]);
  };
  // Refreshed after a failure too: the order may have been cancelled (answer lost) or credited
  // meanwhile ("already processed"); the page then shows what it is now.
  return useMutation({
    mutationFn: cancelRecharge,
    onSuccess: (order, input) => settle(order, input.id),
    onError: (_e, input) => void settle(undefined, input.id),
  });
}
