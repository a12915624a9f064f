import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../api/types';
import { productAddress, QUOTE_DETAIL_PATH } from '../lib/product-address';
import { chooseProduct, type ChosenProduct } from '../stores/current-product';

/**
 * The product-detail jump (spec point 2): stores the chosen product and opens the trade tab
 * with the product in the address (`quoteDetail?code=X%3ABTCUSD`).
 */
export function useProductDetailJump(): (p: Product | ChosenProduct) => void {
  const navigate = useNavigate();
  return useCallback(
    (p: Product | ChosenProduct) => {
      chooseProduct(p);
      navigate(productAddress(QUOTE_DETAIL_PATH, p.productCode));
    },
    [navigate],
  );
}
