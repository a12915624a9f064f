export { sessionKeys } from './query-keys';
export { getUserInfo, userInfoQueryOptions, useUserInfo } from './get-user-info';
export { customerObjectUrl, forgetCustomerObjectUrls } from './object-urls';
export { logout, SIGN_OUT_CLEARS, useLogout } from './logout';
export {
  adoptStoredSession,
  bumpSessionGeneration,
  cacheUserInfo,
  endSession,
  isReplaced,
  lastSessionUser,
  sessionStore,
  startSession,
  useSession,
  useSessionGeneration,
  type SessionChange,
} from './session-store';
export { followOtherTabs } from './tab-sync';
export type { UserInfo } from './types';
