import type { Page } from './types';

/** Rows per page of the funds lists. */
export const PAGE_SIZE = 15;

/** The next `pageNum` after `pages`, or undefined when every row has been loaded. */
export function nextPageNum<R>(last: Page<R>, pages: Page<R>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : pages.length + 1;
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
