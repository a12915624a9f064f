import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '@/lib/api';
import { quotesKeys } from './query-keys';
import type { Product } from './types';

/**
 * `POST /api/userProductOption/addOption` with productCode, productType and productId (spec
 * point 7). A repeat answers `hint_48`, which the request layer counts as success.
 */
export async function addFavourite(p: Pick<Product, 'productCode' | 'productType' | 'productId'>): Promise<void> {
  await apiPost('/api/userProductOption/addOption', { productCode: p.productCode, productType: p.productType, productId: p.productId }, { catch: true });
}

/** `POST /api/userProductOption/removeOption`; removing what is not there answers `hint_48` (success). */
export async function removeFavourite(p: Pick<Product, 'productCode' | 'productType' | 'productId'>): Promise<void> {
  await apiPost('/api/userProductOption/removeOption', { productCode: p.productCode, productType: p.productType, productId: p.productId }, { catch: true });
}

/**
 * Adds or removes a product. The watch list in the cache changes at once (every star and the
 * favourites list follow) and is reloaded from the server afterwards; a failure puts the
 * previous list back and rejects. A plain function rather than a mutation hook, so the many
 * stars of a long list hold no observers.
 */
export async function toggleFavourite(qc: QueryClient, product: Product, favourite: boolean): Promise<void> {
  await qc.cancelQueries({ queryKey: quotesKeys.favourites() });
  const previous = qc.getQueryData<Product[]>(quotesKeys.favourites());
  if (previous) {
    const without = previous.filter((p) => p.productId !== product.productId);
    qc.setQueryData<Product[]>(quotesKeys.favourites(), favourite ? [...without, { ...product, isOption: 1 }] : without);
  }
  // Reloaded afterwards, unless the request never left (no network): the reload would fail
  // too and say so a second time.
  let reload = true;
  try {
    await (favourite ? addFavourite(product) : removeFavourite(product));
  } catch (err) {
    if (previous) qc.setQueryData(quotesKeys.favourites(), previous);
    if (err instanceof ApiError && err.kind === 'transport') reload = false;
    throw err;
  } finally {
    if (reload) void qc.invalidateQueries({ queryKey: quotesKeys.favourites() });
  }
}
