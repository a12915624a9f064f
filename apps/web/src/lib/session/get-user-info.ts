import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { sessionKeys } from './query-keys';
import { cacheUserInfo, sessionStore, useSession } from './session-store';
import type { UserInfo } from './types';

export async function getUserInfo(): Promise<UserInfo | null> {
  const info = dataOf(await apiGet<UserInfo>('/api/userInfo/getUserInfo'));
  if (info) cacheUserInfo(info);
  return info;
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.userInfo(),
    queryFn: getUserInfo,
    // The user info cached at sign-in shows at once and is refreshed from the server.
    placeholderData: () => sessionStore.getState().userInfo,
  });

/** The signed-in user's info; disabled when signed out. */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery({ ...userInfoQueryOptions(), enabled: token !== null });
}
