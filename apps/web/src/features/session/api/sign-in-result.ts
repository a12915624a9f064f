import { queryClient } from '@/lib/query-client';
import { sessionKeys, startSession, type UserInfo } from '@/lib/session';

/** `data` of login and register. */
export interface SignInResult {
  token: string;
  userInfo: UserInfo | null;
}

/** Stores the new session (token, account, user info) and seeds the user-info query. */
export function beginSession(account: string, result: SignInResult): void {
  startSession(result.token, account, result.userInfo);
  if (result.userInfo) queryClient.setQueryData(sessionKeys.userInfo(), result.userInfo);
}
