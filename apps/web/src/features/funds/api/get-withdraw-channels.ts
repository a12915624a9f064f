import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { WithdrawChannel } from './types';

/** `GET /api/withdrawChannelConfig/list`: where money can go out to, in display order. */
export async function getWithdrawChannels(): Promise<WithdrawChannel[]> {
  return rowsOf<WithdrawChannel>(await apiGet('/api/withdrawChannelConfig/list')).rows;
}

export const withdrawChannelsQueryOptions = () =>
  queryOptions({ queryKey: fundsKeys.withdrawChannels(), queryFn: getWithdrawChannels, staleTime: 60_000 });

export const useWithdrawChannels = () => useQuery(withdrawChannelsQueryOptions());
