import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { primeQuotes } from '@/lib/ws';
import { quotesKeys } from './query-keys';
import type { Product } from './types';

/** Spec points 7 and 9: the home quote lists come from one call, page 1 of 50. */
export const HOME_PAGE_SIZE = 50;

export async function getHomeProducts(): Promise<Product[]> {
  const { rows } = rowsOf<Product>(await apiGet('/api/homeRecommendProducts/list', { pageSize: HOME_PAGE_SIZE, pageNum: 1 }));
  primeQuotes(rows);
  return rows;
}

export const homeProductsQueryOptions = () =>
  queryOptions({ queryKey: quotesKeys.home(), queryFn: getHomeProducts, staleTime: 60_000 });

/** `enabled` false: not asked for (a screen that does not need it this time). */
export const useHomeProducts = (enabled = true) => useQuery({ ...homeProductsQueryOptions(), enabled });
