import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { homeKeys } from './query-keys';

/** `GET /api/siteMessage/notReadMessageCount` → `{ count }`; 0 while the server does not offer it. */
export async function getUnreadMessageCount(): Promise<number> {
  const data = dataOf(await apiGet<{ count: number | string }>('/api/siteMessage/notReadMessageCount'));
  const count = Number(data?.count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export const unreadMessageCountQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.unreadMessageCount(), queryFn: getUnreadMessageCount, staleTime: 15_000, refetchInterval: 60_000 });

export const useUnreadMessageCount = () => useQuery(unreadMessageCountQueryOptions());
