import { isOrderNotFound } from './funds-errors';

/**
 * What a screen shows for one query: its rows, an empty state, "loading", or an error with a
 * retry. An empty state is a statement that the customer has nothing (no cards, no orders),
 * so it is shown only for an answer the server gave; a failed first load is an error. A
 * failed refresh of data already shown keeps the data.
 */
export type LoadView = 'loading' | 'error' | 'empty' | 'rows';

export function loadView(q: { isError: boolean; hasData: boolean }, count: number): LoadView {
  if (!q.hasData) return q.isError ? 'error' : 'loading';
  return count === 0 ? 'empty' : 'rows';
}

/**
 * The text of an empty list: "nothing here yet" says the customer has no records at all, which
 * is wrong under a filter (a status tab, a type, a date range) that merely matches none.
 */
export function emptyListKey(filters: readonly string[]): 'list.empty' | 'list.empty-filtered' {
  return filters.some((f) => f !== '') ? 'list.empty-filtered' : 'list.empty';
}

/** The footer of a paged list: more to load, loading, the next page failed, or nothing left. */
export type FooterStatus = 'more' | 'loading' | 'error' | 'none';

/**
 * A page that failed stays failed until the customer retries: the footer then offers the
 * retry instead of "load more", so nothing (a scroll observer) asks for the page again by itself.
 */
export function footerStatus(s: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean }): FooterStatus {
  if (s.isFetchingNextPage) return 'loading';
  if (s.isFetchNextPageError) return 'error';
  return s.hasNextPage ? 'more' : 'none';
}

/** What an order page shows: the order, "loading", "not found" (the server said so), or an error with a retry. */
export type OrderView = 'order' | 'loading' | 'error' | 'not-found';

export function orderView(id: number, q: { data: unknown; isPending: boolean; isError: boolean; error: unknown }): OrderView {
  if (!id) return 'not-found';
  if (q.data) return 'order';
  if (q.isError) return isOrderNotFound(q.error) ? 'not-found' : 'error';
  return q.isPending ? 'loading' : 'not-found';
}
