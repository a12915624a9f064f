export { sessionKeys } from './query-keys';
export { getUserInfo, userInfoQueryOptions, useUserInfo } from './get-user-info';
export { logout, useLogout } from './logout';
export { cacheUserInfo, endSession, sessionStore, startSession, useSession } from './session-store';
export type { UserInfo } from './types';
