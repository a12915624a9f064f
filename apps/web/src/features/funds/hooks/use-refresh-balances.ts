import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { fundsKeys } from '../api/query-keys';

/** Marks every view of the customer's money stale: balances, totals, spot values, records and order lists. */
const MONEY_VIEWS = [
  fundsKeys.balances(),
  fundsKeys.panel(),
  [...fundsKeys.all, 'records'],
  [...fundsKeys.all, 'recharge-orders'],
  [...fundsKeys.all, 'withdraw-orders'],
  fundsKeys.withdrawQuotes(),
];

export function refreshMoneyViews(qc: QueryClient) {
  return Promise.all(MONEY_VIEWS.map((queryKey) => qc.invalidateQueries({ queryKey })));
}

export function useRefreshBalances() {
  const qc = useQueryClient();
  return useCallback(() => refreshMoneyViews(qc), [qc]);
}

/** Refreshes the money views when an order being watched leaves `pending` (credited, rejected). */
export function useRefreshWhenSettled(status: string | undefined) {
  const refresh = useRefreshBalances();
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current === 'pending' && status !== undefined && status !== 'pending') void refresh();
    seen.current = status;
  }, [status, refresh]);
}
