import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** Fee rate per product type (1..4), trade mode (PositionType 0..3) and side (exType 1 buy, 2 sell). */
export interface OrderFeeSetting {
  remark?: string;
  feeRate: string;
  productType?: number;
  positionType?: number;
  exType?: number;
  [key: string]: unknown;
}

export async function getOrderFeeSettings(): Promise<OrderFeeSetting[]> {
  return rowsOf<OrderFeeSetting>(await apiGet('/api/orderFeeSetting/list')).rows;
}

export const orderFeeSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.orderFeeSettings(), queryFn: getOrderFeeSettings, staleTime: 5 * 60_000 });

export const useOrderFeeSettings = () => useQuery(orderFeeSettingsQueryOptions());
