import type { LocalizedText } from '@app/contract/locales';
import type { ProductType } from '@app/contract/products';
import type { TickerInfo } from '@/lib/ws';

/** A product row of the list calls (spec point 3; fields in apps/server/src/modules/quotes/README.md). */
export interface Product {
  id: number;
  productId: number;
  productCode: string;
  productName: string;
  productNameI18n: Partial<LocalizedText>;
  productDesc: string;
  /** Icon shipped with the app: `product-icons/<file>.png`, relative to the app's base. */
  productImg: string;
  productType: ProductType;
  isVisible: number;
  sort: number;
  /** Allowed trading modes, comma-separated PositionType values. */
  PositionType: string;
  isLock: number;
  isShow: number;
  isSelfSell: number;
  /** 1 when the product is on the caller's watch list. */
  isOption: number;
  standard: string;
  symbol: string;
  exchange: string;
  /** Decimals of prices. */
  pricePrecision: number;
  tickerInfo: TickerInfo | null;
}

/** One page of a product list. */
export interface ProductPage {
  rows: Product[];
  total: number;
  pageNum: number;
}

/** The tabs of the quotes screen: the four product types and the watch list. */
export type QuoteTab = ProductType | 'favorite';
