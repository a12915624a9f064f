import { PRODUCT_TYPE } from '@app/contract/products';
import { describe, expect, it } from 'vitest';
import { hasTurnover } from './turnover';

describe('turnover', () => {
  it('is an amount traded for stocks, crypto and futures, but not for forex, whose volume counts price updates', () => {
    expect([PRODUCT_TYPE.US_STOCK, PRODUCT_TYPE.CRYPTO, PRODUCT_TYPE.FUTURES].map(hasTurnover)).toEqual([true, true, true]);
    expect(hasTurnover(PRODUCT_TYPE.FOREX)).toBe(false);
  });
});
