import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf, isApiError } from '@/lib/api';
import { primeQuotes } from '@/lib/ws';
import { quotesKeys } from './query-keys';
import type { Product } from './types';

/**
 * `GET /api/product/detail`: one product row with its current quote. Quiet: the pages that ask
 * show their own states (a retry, or "no longer available").
 */
export async function getProductDetail(productCode: string): Promise<Product | null> {
  const product = dataOf(await apiGet<Product>('/api/product/detail', { productCode }, { quiet: true }));
  if (product) primeQuotes([product]);
  return product;
}

export const productDetailQueryOptions = (productCode: string) =>
  queryOptions({
    queryKey: quotesKeys.detail(productCode),
    queryFn: () => getProductDetail(productCode),
    staleTime: 30_000,
  });

export const useProductDetail = (productCode: string | null) =>
  useQuery({ ...productDetailQueryOptions(productCode ?? ''), enabled: Boolean(productCode) });

/** The server does not know the product (any more): asking again will not help. */
export function isProductGone(error: unknown): boolean {
  return isApiError(error) && error.envelope?.msg === 'quotes.product_not_found';
}
