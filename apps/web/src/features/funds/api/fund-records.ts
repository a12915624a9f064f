import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { nextPageNum, PAGE_SIZE } from './paging';
import { fundsKeys } from './query-keys';
import type { FundRecord, Page } from './types';

/** Movement types the funds capability writes; later capabilities add their own. */
export const RECORD_TYPES = ['recharge', 'withdraw_freeze', 'withdraw_paid', 'fee', 'withdraw_cancelled', 'withdraw_rejected', 'adjustment'] as const;

export interface RecordFilter {
  type: string;
  currencyId?: number;
  /** `YYYY-MM-DD`, inclusive. */
  startTime: string;
  /** `YYYY-MM-DD`, inclusive. */
  endTime: string;
}

/** `GET /api/fundRecord/list`: every ledger movement of the customer, newest first. */
export async function getFundRecords(f: RecordFilter, pageNum: number): Promise<Page<FundRecord>> {
  return rowsOf<FundRecord>(
    await apiGet('/api/fundRecord/list', {
      pageNum,
      pageSize: PAGE_SIZE,
      params: { type: f.type, currencyId: f.currencyId ?? '', startTime: f.startTime, endTime: f.endTime },
    }),
  );
}

export const fundRecordsQueryOptions = (f: RecordFilter, enabled = true) =>
  infiniteQueryOptions({
    queryKey: fundsKeys.records(f),
    enabled,
    queryFn: ({ pageParam }) => getFundRecords(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });

/** `enabled` false asks nothing (a date range the customer is still correcting). */
export const useFundRecords = (f: RecordFilter, enabled = true) => useInfiniteQuery(fundRecordsQueryOptions(f, enabled));
