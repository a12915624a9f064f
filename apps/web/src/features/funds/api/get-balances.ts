import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { CurrencyBalance } from './types';

/** `GET /api/userInfo/userBalance` without `currencyId`: one row per platform currency. */
export async function getBalances(): Promise<CurrencyBalance[]> {
  return dataOf(await apiGet<CurrencyBalance[]>('/api/userInfo/userBalance')) ?? [];
}

export const balancesQueryOptions = () => queryOptions({ queryKey: fundsKeys.balances(), queryFn: getBalances, staleTime: 5_000 });

export const useBalances = () => useQuery(balancesQueryOptions());
