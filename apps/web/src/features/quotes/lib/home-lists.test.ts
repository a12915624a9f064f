import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { byChangeRateDesc, byPriceDesc } from './home-lists';

const row = (code: string, nowPrice: string | null, changeRate: string | null): Product =>
  ({
    productCode: code,
    tickerInfo: nowPrice === null ? null : { nowPrice, changeRate },
  }) as unknown as Product;

describe('home quote lists (spec point 4)', () => {
  const rows = [row('A', '9.5', '1.20'), row('B', '95123.11', '-0.40'), row('C', '10.25', '3.05'), row('D', null, null), row('E', '1.0856', '1.20')];

  it('sorts by change rate, descending, ties in server order, unknown last', () => {
    expect(byChangeRateDesc(rows).map((p) => p.productCode)).toEqual(['C', 'A', 'E', 'B', 'D']);
  });

  it('sorts by price, descending, comparing decimals exactly', () => {
    expect(byPriceDesc(rows).map((p) => p.productCode)).toEqual(['B', 'C', 'A', 'E', 'D']);
    expect(byPriceDesc([row('X', '0.30000000000000001', '0'), row('Y', '0.3', '0')]).map((p) => p.productCode)).toEqual(['X', 'Y']);
  });

  it('follows the live values when given', () => {
    const live = (p: Product) => (p.productCode === 'B' ? { price: '1', changeRate: '9.99' } : undefined);
    expect(byChangeRateDesc(rows, live)[0]?.productCode).toBe('B');
    expect(byPriceDesc(rows, live).at(-2)?.productCode).toBe('B');
  });
});
