import { PRODUCT_TYPE, type ProductType } from '@app/contract/products';

/**
 * Whether a product's turnover (`tradeAmount`) is an amount of money. The server sends price
 * times volume, times the contract multiplier for futures. Forex has no central exchange: its
 * volume counts price updates, so price times volume is no amount traded, and the detail does
 * not show it.
 */
export function hasTurnover(productType: ProductType): boolean {
  return productType !== PRODUCT_TYPE.FOREX;
}
