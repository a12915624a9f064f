import { describe, expect, it } from 'vitest';
import { nextOrdersPage, nextRecordsPage, PAGE_SIZE, uniqueRows } from './paging';
import type { Page } from './types';

const page = (ids: number[], total: number): Page<{ id: number }> => ({ rows: ids.map((id) => ({ id })), total });
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from - i);

describe('nextRecordsPage', () => {
  it('asks for the next page as the list stood at its first page', () => {
    const p1 = page(ids(100, PAGE_SIZE), 40);
    expect(nextRecordsPage(p1, [p1])).toEqual({ pageNum: 2, maxId: 100 });
    const p2 = page(ids(85, PAGE_SIZE), 40);
    expect(nextRecordsPage(p2, [p1, p2])).toEqual({ pageNum: 3, maxId: 100 });
  });
  it('stops once every row is loaded or a page comes back empty', () => {
    const p1 = page(ids(100, PAGE_SIZE), PAGE_SIZE);
    expect(nextRecordsPage(p1, [p1])).toBeUndefined();
    const empty = page([], 40);
    expect(nextRecordsPage(empty, [page(ids(100, PAGE_SIZE), 40), empty])).toBeUndefined();
  });
});

describe('nextOrdersPage', () => {
  it('asks for the orders older than the last one loaded', () => {
    const p1 = page(ids(50, PAGE_SIZE), 40);
    expect(nextOrdersPage(p1, [p1])).toEqual({ pageNum: 1, beforeId: 36 });
  });
  it('stops after a short page, or a first page holding everything', () => {
    const p1 = page(ids(50, PAGE_SIZE), 40);
    const short = page(ids(35, 3), 40);
    expect(nextOrdersPage(short, [p1, short])).toBeUndefined();
    const all = page(ids(50, PAGE_SIZE), PAGE_SIZE);
    expect(nextOrdersPage(all, [all])).toBeUndefined();
    // Two full pages of a total of 30: no third request.
    const first = page(ids(50, PAGE_SIZE), 2 * PAGE_SIZE);
    const second = page(ids(35, PAGE_SIZE), 2 * PAGE_SIZE);
    expect(nextOrdersPage(second, [first, second])).toBeUndefined();
  });
  it('goes on after a full page even when orders that left the filter make the total look reached', () => {
    const p1 = page(ids(50, PAGE_SIZE), 30);
    // Every order of the first page was paid meanwhile: the pending total fell to 15.
    const p2 = page(ids(35, PAGE_SIZE), 15);
    expect(nextOrdersPage(p2, [p1, p2])).toEqual({ pageNum: 1, beforeId: 21 });
  });
});

describe('uniqueRows', () => {
  it('keeps the first of rows that come twice, in order', () => {
    expect(uniqueRows([page([5, 4, 3], 6), page([3, 2, 1], 6)], (r) => r.id).map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
    expect(uniqueRows(undefined, (r: { id: number }) => r.id)).toEqual([]);
  });
});
