import { CODE, type MessageParams } from '@app/contract';

/** Success envelope with a single object. */
export function ok<T>(data?: T, msg = 'success', params?: MessageParams) {
  return { code: CODE.OK, msg, ...(params ? { params } : {}), ...(data === undefined ? {} : { data }) };
}

/** Success envelope with a page of rows and the total count. */
export function okRows<T>(rows: T[], total: number = rows.length) {
  return { code: CODE.OK, msg: 'success', rows, total };
}

/** Bounded paging from `pageNum` (1-based) and `pageSize`. */
export function paging(q: { pageNum?: number; pageSize?: number }, maxSize = 100) {
  const pageSize = Math.min(Math.max(q.pageSize ?? 10, 1), maxSize);
  const pageNum = Math.max(q.pageNum ?? 1, 1);
  return { limit: pageSize, offset: (pageNum - 1) * pageSize, pageNum, pageSize };
}
