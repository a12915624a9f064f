import { PRODUCT_TYPE } from '@app/contract/products';
import { describe, expect, it } from 'vitest';
import { marketLabel } from './product-name';

describe('marketLabel', () => {
  const typeLabel = (type: number) => `type ${type}`;

  it('shows an exchange by its name', () => {
    expect(marketLabel({ exchange: 'NASDAQ', productType: PRODUCT_TYPE.US_STOCK }, typeLabel)).toBe('NASDAQ');
    expect(marketLabel({ exchange: 'NYMEX', productType: PRODUCT_TYPE.FUTURES }, typeLabel)).toBe('NYMEX');
  });

  it('shows the translated product type for crypto and forex, which trade on no exchange', () => {
    expect(marketLabel({ exchange: 'CRYPTO', productType: PRODUCT_TYPE.CRYPTO }, typeLabel)).toBe(`type ${PRODUCT_TYPE.CRYPTO}`);
    expect(marketLabel({ exchange: 'FX', productType: PRODUCT_TYPE.FOREX }, typeLabel)).toBe(`type ${PRODUCT_TYPE.FOREX}`);
  });

  it('shows nothing when the product names no market', () => {
    expect(marketLabel({ exchange: '', productType: PRODUCT_TYPE.CRYPTO }, typeLabel)).toBe('');
  });
});
