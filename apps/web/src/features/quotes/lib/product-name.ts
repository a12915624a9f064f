import type { LocaleCode } from '@app/contract/locales';
import type { Product } from '../api/types';

/** The product's name in the user's language (the multilingual name object), else its canonical name. */
export function productName(p: Pick<Product, 'productName' | 'productNameI18n'>, locale: LocaleCode): string {
  return p.productNameI18n?.[locale] || p.productName;
}

/** Code as people read it: `X:BTCUSD` -> `BTCUSD`, `C:EURUSD` -> `EURUSD`, `F:ES` -> `ES`. */
export function displayCode(p: Pick<Product, 'productCode' | 'symbol'>): string {
  return p.productCode.replace(/^[A-Z]:/, '');
}
