import type { LocaleCode } from '@app/contract/locales';
import type { ProductType } from '@app/contract/products';
import type { Product } from '../api/types';

/** The product's name in the user's language (the multilingual name object), else its canonical name. */
export function productName(p: Pick<Product, 'productName' | 'productNameI18n'>, locale: LocaleCode): string {
  return p.productNameI18n?.[locale] || p.productName;
}

/** Code as people read it: `X:BTCUSD` -> `BTCUSD`, `C:EURUSD` -> `EURUSD`, `F:ES` -> `ES`. */
export function displayCode(p: Pick<Product, 'productCode' | 'symbol'>): string {
  return p.productCode.replace(/^[A-Z]:/, '');
}

/** `exchange` values that name no venue but a kind of market traded over the counter. */
const MARKET_KINDS = new Set(['CRYPTO', 'FX']);

/**
 * Where the product trades, for the detail header: the exchange (NASDAQ, NYMEX: names, the
 * same in every language), or for crypto and forex, which have none, the translated product
 * type (`typeLabel`); empty when the row names nothing.
 */
export function marketLabel(p: Pick<Product, 'exchange' | 'productType'>, typeLabel: (type: ProductType) => string): string {
  if (!p.exchange) return '';
  return MARKET_KINDS.has(p.exchange.toUpperCase()) ? typeLabel(p.productType) : p.exchange;
}
