import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { settingsKeys } from './query-keys';

/** The `otherValue` settings object (spec point 3); numbers unless noted. */
export interface OtherValue {
  default_trade_currency_id?: number;
  scoreTips?: number;
  showMsgTime?: number;
  default_transId?: number;
  app_decimal_no?: number;
  app_adress_num?: number;
  app_order_time?: number;
  app_fast_fee?: number;
  app_order_change?: number;
  app_logo_type?: number;
  app_fastFree?: number;
  app_withdrawAll?: number;
  app_showFreeze?: number;
  [key: string]: unknown;
}

export interface SiteInfo {
  siteName?: string;
  logo?: string;
  otherValue?: OtherValue;
  [key: string]: unknown;
}

/** Decimals shown for amounts when the site does not say (spec point 9). */
export const DEFAULT_DECIMALS = 2;

export async function getSiteInfo(): Promise<SiteInfo | null> {
  const info = dataOf(await apiGet<SiteInfo>('/api/siteInfo/getSiteInfo'));
  if (info) writeStored(STORAGE_KEYS.siteInfo, info);
  return info;
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.siteInfo(),
    queryFn: getSiteInfo,
    staleTime: 5 * 60_000,
    // The last known site info shows at once; the stored copy is refreshed in the background.
    placeholderData: () => readStored<SiteInfo | null>(STORAGE_KEYS.siteInfo, null),
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());

/** `app_decimal_no`: how many decimals amounts show. */
export function useAmountDecimals(): number {
  const { data } = useSiteInfo();
  const n = Number(data?.otherValue?.app_decimal_no);
  return Number.isInteger(n) && n >= 0 && n <= 18 ? n : DEFAULT_DECIMALS;
}
