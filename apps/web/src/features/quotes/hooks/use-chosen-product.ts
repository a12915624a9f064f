import { useCallback, useEffect } from 'react';
import { useHomeProducts } from '../api/get-home-products';
import { byChangeRateDesc } from '../lib/home-lists';
import { chooseProduct, useCurrentProduct, type ChosenProduct } from '../stores/current-product';

/**
 * The chosen product; when none is chosen yet, the first item of the home list (spec point 4)
 * becomes the chosen one. Null until one is known; `failed` when none is chosen and the home
 * list could not be loaded (`retry` asks again). With `findFirst` false the home list is not
 * asked for and nothing is chosen (the address names the product to show).
 */
export function useChosenProduct(findFirst = true): { product: ChosenProduct | null; loading: boolean; failed: boolean; retry: () => void } {
  const product = useCurrentProduct();
  const home = useHomeProducts(findFirst);
  const first = product || !findFirst ? undefined : byChangeRateDesc(home.data ?? [])[0];
  useEffect(() => {
    if (first) chooseProduct(first);
  }, [first]);
  const { refetch } = home;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { product, loading: !product && findFirst && home.isPending && !home.isError, failed: !product && findFirst && home.isError, retry };
}
