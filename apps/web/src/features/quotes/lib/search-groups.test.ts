import { describe, expect, it } from 'vitest';
import { orderSearchGroups } from './search-groups';

const row = (productCode: string, symbol: string) => ({ productCode, symbol });
const groups = (...firstRows: [number, string, string][]) =>
  firstRows.map(([type, code, symbol]) => ({ type, page: { rows: [row(code, symbol), row('OTHER', 'OTHER')] } }));

describe('orderSearchGroups', () => {
  it('shows first the type whose best match is the product whose code was typed', () => {
    const found = groups([1, 'TSLA', 'TSLA'], [3, 'F:ES', 'ES'], [4, 'C:EURUSD', 'EUR/USD']);
    expect(orderSearchGroups(found, 'ES').map((g) => g.type)).toEqual([3, 1, 4]);
    expect(orderSearchGroups(found, ' /es ').map((g) => g.type)).toEqual([3, 1, 4]);
    expect(orderSearchGroups(found, 'eur usd').map((g) => g.type)).toEqual([4, 1, 3]);
  });

  it('keeps the types in their order when no code was typed', () => {
    const found = groups([1, 'ORCL', 'ORCL'], [2, 'X:ETCUSD', 'ETC'], [3, 'F:CL', 'CL']);
    expect(orderSearchGroups(found, 'crude').map((g) => g.type)).toEqual([1, 2, 3]);
    expect(orderSearchGroups(found, 'CL').map((g) => g.type)).toEqual([3, 1, 2]);
    expect(orderSearchGroups([{ type: 1, page: undefined }, ...found], 'cl').map((g) => g.type)).toEqual([3, 1, 1, 2]);
  });

  it("shows next the type whose best match's name starts with the words", () => {
    const named = (type: number, productCode: string, productName: string) => ({ type, page: { rows: [{ productCode, symbol: productCode, productName }] } });
    const found = [named(2, 'X:BCHUSD', 'ビットコインキャッシュ'), named(3, 'F:GC', '金先物')];
    expect(orderSearchGroups(found, '金').map((g) => g.type)).toEqual([3, 2]);
    // A code still comes first.
    expect(orderSearchGroups([named(1, 'GOLD', 'Gold Corp'), named(3, 'F:GC', 'Gold')], 'gc').map((g) => g.type)).toEqual([3, 1]);
  });
});
