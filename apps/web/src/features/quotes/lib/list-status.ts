/**
 * Spec point 4: a list is in one of three load states, plus `error` when its next page could
 * not be loaded (the rows loaded so far stay; the customer retries from the foot).
 */
export type LoadStatus = 'more' | 'loading' | 'none' | 'error';

/** What an infinite query says about its pages (the fields of TanStack Query's result used here). */
export interface PagedQueryState {
  isPending: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
}

/**
 * The foot state of a paged list. A page that failed is `error`, never `more`: `more` asks for
 * the next page as soon as the end of the list is near, so a failing page would be asked for
 * again at once, without end.
 */
export function pagedListStatus(q: PagedQueryState): LoadStatus {
  if (q.isFetching || q.isPending) return 'loading';
  if (q.isFetchNextPageError) return 'error';
  return q.hasNextPage ? 'more' : 'none';
}
