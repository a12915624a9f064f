import type { Page } from './types';

/** Rows per page of the funds lists. */
export const PAGE_SIZE = 15;

/** The next `pageNum` after `pages`, or undefined when every row has been loaded. */
export function nextPageNum<R>(last: Page<R>, pages: Page<R>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : pages.length + 1;
}
