import { queryClient } from '@/lib/query-client';
import { lastSessionUser, SIGN_OUT_CLEARS, sessionKeys, startSession, type UserInfo } from '@/lib/session';
import { removeByPrefix } from '@/lib/storage';

/** `data` of login and register. */
export interface SignInResult {
  token: string;
  userInfo: UserInfo | null;
}

/**
 * Stores the new session (token, account, user info) and seeds the user-info query. What the
 * tab kept of an ended session for its customer to go on with (unfinished forms, requests
 * whose answers were not seen: `SIGN_OUT_CLEARS`) goes when someone else signs in.
 */
export function beginSession(account: string, result: SignInResult): void {
  const before = lastSessionUser();
  if (before !== null && before !== result.userInfo?.id) removeByPrefix(SIGN_OUT_CLEARS);
  startSession(result.token, account, result.userInfo);
  if (result.userInfo) queryClient.setQueryData(sessionKeys.userInfo(), result.userInfo);
}
