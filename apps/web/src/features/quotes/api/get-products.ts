import { PRODUCT_TYPE, type ProductType } from '@app/contract/products';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { primeQuotes } from '@/lib/ws';
import { quotesKeys } from './query-keys';
import type { Product, ProductPage } from './types';

/** The list call of each product type (spec point 7). */
export const PRODUCT_LIST_PATH: Record<ProductType, string> = {
  [PRODUCT_TYPE.US_STOCK]: '/api/stockProduct/list',
  [PRODUCT_TYPE.CRYPTO]: '/api/cryptocurrencyProduct/list',
  [PRODUCT_TYPE.FUTURES]: '/api/futuresProduct/list',
  [PRODUCT_TYPE.FOREX]: '/api/forexProduct/list',
};

/** Rows per page of the infinite lists. */
export const PRODUCT_PAGE_SIZE = 20;

/**
 * One page of the products of a type, optionally filtered by `params[keyWords]` (code or name
 * in any language). The rows' quotes seed the live quote store.
 */
export async function getProducts(type: ProductType, pageNum: number, keyWords = '', pageSize = PRODUCT_PAGE_SIZE): Promise<ProductPage> {
  const params: Record<string, unknown> = { pageNum, pageSize };
  if (keyWords) params.params = { keyWords };
  const { rows, total } = rowsOf<Product>(await apiGet(PRODUCT_LIST_PATH[type], params));
  primeQuotes(rows);
  return { rows, total, pageNum };
}

/** The page after `last`, or undefined when every row is loaded. */
export function nextPageNum(pages: readonly ProductPage[], pageSize = PRODUCT_PAGE_SIZE): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 1;
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return loaded < last.total && last.rows.length === pageSize ? last.pageNum + 1 : undefined;
}

export const productsInfiniteQueryOptions = (type: ProductType, keyWords = '') =>
  infiniteQueryOptions({
    queryKey: quotesKeys.list(type, keyWords),
    queryFn: ({ pageParam }) => getProducts(type, pageParam, keyWords),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNum(pages),
    staleTime: 60_000,
  });

export const useProducts = (type: ProductType, keyWords = '', enabled = true) =>
  useInfiniteQuery({ ...productsInfiniteQueryOptions(type, keyWords), enabled });
