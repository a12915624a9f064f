import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { CurrencyBalance } from './types';
import { FRESH_ON_RETURN } from '@/lib/query-client';

/** `GET /api/userInfo/userBalance` without `currencyId`: one row per platform currency. */
export async function getBalances(): Promise<CurrencyBalance[]> {
  return dataOf(await apiGet<CurrencyBalance[]>('/api/userInfo/userBalance')) ?? [];
}

export const balancesQueryOptions = () => queryOptions({ queryKey: fundsKeys.balances(), queryFn: getBalances, staleTime: 5_000, ...FRESH_ON_RETURN });

export const useBalances = () => useQuery(balancesQueryOptions());
