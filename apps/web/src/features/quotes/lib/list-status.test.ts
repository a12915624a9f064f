import { describe, expect, it } from 'vitest';
import { pagedListStatus } from './list-status';

describe('pagedListStatus', () => {
  const idle = { isPending: false, isFetching: false, isFetchNextPageError: false, hasNextPage: true };

  it('offers the next page while there is one, and says when there is none', () => {
    expect(pagedListStatus(idle)).toBe('more');
    expect(pagedListStatus({ ...idle, hasNextPage: false })).toBe('none');
  });

  it('is loading while any page loads', () => {
    expect(pagedListStatus({ ...idle, isPending: true })).toBe('loading');
    expect(pagedListStatus({ ...idle, isFetching: true })).toBe('loading');
  });

  it('stops at a page that failed instead of offering it again (which would ask for it at once)', () => {
    expect(pagedListStatus({ ...idle, isFetchNextPageError: true })).toBe('error');
  });

  it('loads again when the customer retries the failed page', () => {
    expect(pagedListStatus({ ...idle, isFetchNextPageError: true, isFetching: true })).toBe('loading');
  });
});
