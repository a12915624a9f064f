import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { primeQuotes } from '@/lib/ws';
import { quotesKeys } from './query-keys';
import type { Product } from './types';
import { FRESH_ON_RETURN } from '@/lib/query-client';

/** Largest page the server answers; a watch list holds at most 200 products. */
const FAVOURITES_PAGE_SIZE = 100;
const FAVOURITES_MAX_PAGES = 5;

/**
 * The whole watch list (`GET /api/userProductOption/list`, in the order added). It is small
 * and every list's star reads it, so it is loaded whole rather than page by page.
 */
export async function getFavourites(): Promise<Product[]> {
  const all: Product[] = [];
  for (let pageNum = 1; pageNum <= FAVOURITES_MAX_PAGES; pageNum++) {
    const { rows, total } = rowsOf<Product>(await apiGet('/api/userProductOption/list', { pageNum, pageSize: FAVOURITES_PAGE_SIZE }));
    all.push(...rows);
    if (rows.length < FAVOURITES_PAGE_SIZE || all.length >= total) break;
  }
  primeQuotes(all);
  return all;
}

export const favouritesQueryOptions = () =>
  queryOptions({ queryKey: quotesKeys.favourites(), queryFn: getFavourites, staleTime: 5_000, ...FRESH_ON_RETURN });

export const useFavourites = (enabled = true) => useQuery({ ...favouritesQueryOptions(), enabled });
