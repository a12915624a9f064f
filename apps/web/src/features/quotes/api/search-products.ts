import { PRODUCT_TYPES, type ProductType } from '@app/contract/products';
import { useQueries } from '@tanstack/react-query';
import { getProducts } from './get-products';
import { quotesKeys } from './query-keys';
import type { ProductPage } from './types';

/** Results shown per product type. */
export const SEARCH_PAGE_SIZE = 50;

/**
 * Search in every product type at once: each list call with `params[keyWords]` (code or name
 * in any of the 19 languages). Empty words search nothing.
 */
export function useProductSearch(keyWords: string) {
  const words = keyWords.trim();
  return useQueries({
    queries: PRODUCT_TYPES.map((type: ProductType) => ({
      queryKey: [...quotesKeys.list(type, words), 'search'] as const,
      queryFn: () => getProducts(type, 1, words, SEARCH_PAGE_SIZE),
      enabled: words.length > 0,
      staleTime: 30_000,
    })),
    combine: (results) => ({
      pages: results.map((r, i) => ({ type: PRODUCT_TYPES[i] as ProductType, page: r.data as ProductPage | undefined })),
      isFetching: results.some((r) => r.isFetching),
      /** Some type could not be searched: its results are unknown, not empty. */
      isError: results.some((r) => r.isError),
      retry: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
