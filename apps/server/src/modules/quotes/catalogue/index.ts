import { CRYPTO } from './crypto.ts';
import { FOREX } from './forex.ts';
import { FUTURES } from './futures.ts';
import { STOCKS } from './stocks.ts';
import type { CatalogueEntry } from './types.ts';

export type { CatalogueEntry } from './types.ts';

/** The built-in catalogue in display order per product type. */
export const CATALOGUE: CatalogueEntry[] = [...STOCKS, ...CRYPTO, ...FUTURES, ...FOREX];

/** Width and height of the shipped product icons, in pixels (write-product-icons.ts). */
export const ICON_PX = 108;

/** File name of a product's icon under apps/web/public/product-icons/ (`X:BTCUSD` -> `x-btcusd.png`). */
export function iconFile(code: string): string {
  return `${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
}

/** The icon URL stored in `productImg`, relative to the app's base. */
export function iconUrl(code: string): string {
  return `product-icons/${iconFile(code)}`;
}
