import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { steadyRows } from './product-lists';

const p = (productId: number) => ({ productId, productCode: `C${productId}`, isOption: 1 }) as unknown as Product;
const ids = (rows: Product[]) => rows.map((r) => `${r.productId}${r.isOption ? '' : '-'}`);

describe('steadyRows', () => {
  it('keeps a product taken off in its place, un-starred, and adds new ones last', () => {
    const shown = steadyRows([], [p(1), p(2), p(3)]);
    expect(ids(shown)).toEqual(['1', '2', '3']);
    const afterRemove = steadyRows(shown, [p(2), p(3)]);
    expect(ids(afterRemove)).toEqual(['1-', '2', '3']);
    // Put back: it comes last on the server's list, but stays where the customer sees it.
    expect(ids(steadyRows(afterRemove, [p(2), p(3), p(1)]))).toEqual(['1', '2', '3']);
    expect(ids(steadyRows(afterRemove, [p(2), p(3), p(4)]))).toEqual(['1-', '2', '3', '4']);
  });
});
