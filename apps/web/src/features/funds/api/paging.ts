import type { Page } from './types';

/** Rows per page of the funds lists. */
export const PAGE_SIZE = 15;

/**
 * Where the next page of a funds list starts. Movements (`maxId`) never change once written,
 * so the records' later pages are asked for as the list stood when its first page loaded:
 * movements added meanwhile neither shift rows onto the next page again nor push others off
 * it. Orders change status and leave a filtered list, so their next page is the orders older
 * than the last one loaded (`beforeId`). New rows show when the list is asked again (a visit,
 * a pull, a pending row's refresh), which asks for every loaded page afresh.
 */
export interface PageParam {
  pageNum: number;
  /** Records: movements up to this journal id (the first page's newest). */
  maxId?: number;
  /** Orders: the orders older than this id (the last one loaded). */
  beforeId?: number;
}

export const FIRST_PAGE: PageParam = { pageNum: 1 };

const loadedRows = <R>(pages: Page<R>[]) => pages.reduce((n, p) => n + p.rows.length, 0);

/** The records' next page after `pages`, or undefined when every row has been loaded. */
export function nextRecordsPage<R extends { id: number }>(last: Page<R>, pages: Page<R>[]): PageParam | undefined {
  if (last.rows.length === 0 || loadedRows(pages) >= last.total) return undefined;
  return { pageNum: pages.length + 1, maxId: pages[0]?.rows[0]?.id };
}

/**
 * The orders' next page after `pages`, or undefined when every row has been loaded: a page
 * shorter than `PAGE_SIZE` was the last, and so are all the rows the total counts while it is
 * the first page's (once orders left the filter they still count in what is loaded, so the
 * total alone cannot say).
 */
export function nextOrdersPage<R extends { id: number }>(last: Page<R>, pages: Page<R>[]): PageParam | undefined {
  const end = last.rows.at(-1);
  // All loaded by the count, when no order has left the filter since the first page.
  const allCounted = loadedRows(pages) >= last.total && last.total === pages[0]?.total;
  if (!end || last.rows.length < PAGE_SIZE || allCounted) return undefined;
  return { pageNum: 1, beforeId: end.id };
}

/** The rows of all pages, each once (a row written while the list loaded may come twice). */
export function uniqueRows<R>(pages: Page<R>[] | undefined, keyOf: (r: R) => string | number): R[] {
  const seen = new Set<string | number>();
  const out: R[] = [];
  for (const p of pages ?? []) {
    for (const r of p.rows) {
      const k = keyOf(r);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(r);
      }
    }
  }
  return out;
}

/** How often an open list of orders is asked again while one of its rows is still pending. */
export const PENDING_LIST_REFRESH_MS = 10_000;

/**
 * `refetchInterval` of an order list: every `PENDING_LIST_REFRESH_MS` while a loaded row is
 * pending (a provider's or the operator's answer changes it), never otherwise.
 */
export function whilePending<R extends { status: string }>(q: { state: { data?: { pages: Page<R>[] }; error: unknown } }): number | false {
  if (q.state.error) return false;
  return q.state.data?.pages.some((p) => p.rows.some((r) => r.status === 'pending')) ? PENDING_LIST_REFRESH_MS : false;
}
