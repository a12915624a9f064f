import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { RechargeChannel } from './types';

/** `GET /api/rechargeChannelConfig/list`: the channels money can come in through, in display order. */
export async function getRechargeChannels(): Promise<RechargeChannel[]> {
  return rowsOf<RechargeChannel>(await apiGet('/api/rechargeChannelConfig/list')).rows;
}

export const rechargeChannelsQueryOptions = () =>
  queryOptions({ queryKey: fundsKeys.rechargeChannels(), queryFn: getRechargeChannels, staleTime: 60_000 });

export const useRechargeChannels = () => useQuery(rechargeChannelsQueryOptions());
