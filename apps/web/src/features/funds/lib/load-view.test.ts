import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { emptyListKey, footerStatus, loadView, orderView } from './load-view';

describe('loadView', () => {
  it('is an error, never an empty state, when the first load failed', () => {
    expect(loadView({ isError: true, hasData: false }, 0)).toBe('error');
  });
  it('is loading until the first answer', () => {
    expect(loadView({ isError: false, hasData: false }, 0)).toBe('loading');
  });
  it('is empty only for an answer without rows', () => {
    expect(loadView({ isError: false, hasData: true }, 0)).toBe('empty');
    expect(loadView({ isError: false, hasData: true }, 3)).toBe('rows');
  });
  it('keeps the rows shown when a later refresh fails', () => {
    expect(loadView({ isError: true, hasData: true }, 3)).toBe('rows');
  });
});

describe('footerStatus', () => {
  const base = { hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false };
  it('offers more, shows loading, or says there is no more', () => {
    expect(footerStatus(base)).toBe('more');
    expect(footerStatus({ ...base, isFetchingNextPage: true })).toBe('loading');
    expect(footerStatus({ ...base, hasNextPage: false })).toBe('none');
  });
  it('shows the failure of the next page instead of offering it again', () => {
    expect(footerStatus({ ...base, isFetchNextPageError: true })).toBe('error');
  });
});

describe('orderView', () => {
  const order = { id: 5 };
  const q = { data: undefined as unknown, isPending: false, isError: false, error: null as unknown };
  it('says not found only when there is no id or the server said so', () => {
    expect(orderView(0, q)).toBe('not-found');
    expect(orderView(5, { ...q, isError: true, error: new ApiError('server', 'Order not found', { code: 500, msg: 'funds.order_not_found' }) })).toBe('not-found');
    expect(orderView(5, { ...q, data: null })).toBe('not-found');
  });
  it('offers a retry when the order could not be loaded', () => {
    expect(orderView(5, { ...q, isError: true, error: new ApiError('transport', 'Interface exception') })).toBe('error');
    expect(orderView(5, { ...q, isError: true, error: new ApiError('server', 'Internal error', { code: 500, msg: 'error.internal' }) })).toBe('error');
  });
  it('shows the order, and keeps it when a refresh fails', () => {
    expect(orderView(5, { ...q, isPending: true })).toBe('loading');
    expect(orderView(5, { ...q, data: order })).toBe('order');
    expect(orderView(5, { ...q, data: order, isError: true, error: new ApiError('transport', 'x') })).toBe('order');
  });
});

describe('emptyListKey', () => {
  it('says the list is empty only when no filter is set', () => {
    expect(emptyListKey([])).toBe('list.empty');
    expect(emptyListKey(['', '', ''])).toBe('list.empty');
  });
  it('says nothing matches when any filter is set', () => {
    expect(emptyListKey(['rejected'])).toBe('list.empty-filtered');
    expect(emptyListKey(['', '2020-01-01', ''])).toBe('list.empty-filtered');
  });
});
