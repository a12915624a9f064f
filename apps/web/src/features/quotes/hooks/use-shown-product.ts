import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isProductGone, useProductDetail } from '../api/get-product-detail';
import { addressedProductCode, PRODUCT_CODE_PARAM, withProductCode } from '../lib/product-address';
import { shownProduct } from '../lib/shown-product';
import { chooseProduct, forgetStoredProduct } from '../stores/current-product';
import { useChosenProduct } from './use-chosen-product';
import { useRetryWhenOnline } from './use-retry-when-online';

/**
 * The product of the quote detail and the chart page. The address names it
 * (`?code=X%3ABTCUSD`): it is loaded by its code and becomes the chosen product. Without one
 * (the tab bar's trade tab), the chosen product is shown and the address is completed with its
 * code, so that the address can be copied and history comes back to the same product.
 * `detail` is the product's detail call; `retry` asks again for what `shown` says failed.
 */
export function useShownProduct() {
  const [params, setParams] = useSearchParams();
  const addressed = addressedProductCode(params);
  const chosen = useChosenProduct(addressed === undefined);
  const code = addressed === undefined ? (chosen.product?.productCode ?? null) : addressed;
  const detail = useProductDetail(code);
  const gone = isProductGone(detail.error);
  const shown = shownProduct({ addressed, asked: params.get(PRODUCT_CODE_PARAM), chosen, detail: { product: detail.data, gone, failed: detail.isError && !gone } });
  const shownCode = shown.state === 'product' ? shown.product.productCode : null;

  const loaded = addressed ? detail.data : undefined;
  const chosenCode = chosen.product?.productCode;
  useEffect(() => {
    if (loaded && loaded.productCode !== chosenCode) chooseProduct(loaded);
  }, [loaded, chosenCode]);

  // Only the stored choice of this very product is forgotten: an unknown code in the address
  // leaves another stored choice as it was.
  useEffect(() => {
    if (gone && code) forgetStoredProduct(code);
  }, [gone, code]);

  useEffect(() => {
    if (shownCode && shownCode !== addressed) setParams(withProductCode(params, shownCode), { replace: true, preventScrollReset: true });
  }, [shownCode, addressed, params, setParams]);

  const { refetch } = detail;
  const retry = addressed === undefined && !chosen.product ? chosen.retry : () => void refetch();
  useRetryWhenOnline(shown.state === 'failed', retry);
  return { shown, detail, retry };
}
