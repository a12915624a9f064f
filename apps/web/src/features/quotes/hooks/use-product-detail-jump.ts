import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '../api/types';
import { chooseProduct, type ChosenProduct } from '../stores/current-product';

/** Route of the trade tab (tab index 2), which shows the chosen product. */
export const QUOTE_DETAIL_PATH = 'pages/quoteDetail/quoteDetail';
export const KLINE_PATH = 'pages/quoteDetail/klinePage';

/** The product-detail jump (spec point 2): stores the chosen product and opens the trade tab. */
export function useProductDetailJump(): (p: Product | ChosenProduct) => void {
  const navigate = useNavigate();
  return useCallback(
    (p: Product | ChosenProduct) => {
      chooseProduct(p);
      navigate(`/${QUOTE_DETAIL_PATH}`);
    },
    [navigate],
  );
}
