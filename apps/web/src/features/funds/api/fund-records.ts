import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { localDayRange } from '../lib/date-range';
import { FIRST_PAGE, nextRecordsPage, PAGE_SIZE, type PageParam } from './paging';
import { fundsKeys } from './query-keys';
import type { FundRecord, Page } from './types';

/** Movement types the funds capability writes; later capabilities add their own. */
export const RECORD_TYPES = ['recharge', 'withdraw_freeze', 'withdraw_paid', 'fee', 'withdraw_cancelled', 'withdraw_rejected', 'adjustment'] as const;

export interface RecordFilter {
  type: string;
  currencyId?: number;
  /** `YYYY-MM-DD` on the phone's clock, inclusive. */
  startTime: string;
  /** `YYYY-MM-DD` on the phone's clock, inclusive. */
  endTime: string;
}

/** `GET /api/fundRecord/list`: every ledger movement of the customer, newest first. */
export async function getFundRecords(f: RecordFilter, page: PageParam = FIRST_PAGE): Promise<Page<FundRecord>> {
  // The days are the phone's, as the list's times are: sent as the instants they begin and end.
  const { from, to } = localDayRange(f.startTime, f.endTime);
  return rowsOf<FundRecord>(
    await apiGet('/api/fundRecord/list', {
      pageNum: page.pageNum,
      pageSize: PAGE_SIZE,
      params: { type: f.type, currencyId: f.currencyId ?? '', startTime: from, endTime: to, maxId: page.maxId ?? '' },
    }),
  );
}

export const fundRecordsQueryOptions = (f: RecordFilter, enabled = true) =>
  infiniteQueryOptions({
    queryKey: fundsKeys.records(f),
    enabled,
    queryFn: ({ pageParam }) => getFundRecords(f, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextRecordsPage,
  });

/** `enabled` false asks nothing (a date range the customer is still correcting). */
export const useFundRecords = (f: RecordFilter, enabled = true) => useInfiniteQuery(fundRecordsQueryOptions(f, enabled));
