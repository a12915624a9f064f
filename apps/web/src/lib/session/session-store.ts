import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import type { UserInfo } from './types';

interface SessionState {
  /** The session token (persistent storage, spec point 3); null when signed out. */
  token: string | null;
  /** The account the user signed in with, kept to prefill the login form. */
  account: string | null;
  /** Cached user info from the last sign-in or `getUserInfo`. */
  userInfo: UserInfo | null;
}

export const sessionStore = createStore<SessionState>(() => ({
  token: readStored<string | null>(STORAGE_KEYS.token, null),
  account: readStored<string | null>(STORAGE_KEYS.account, null),
  userInfo: readStored<UserInfo | null>(STORAGE_KEYS.userInfo, null),
}));

export function useSession<T>(select: (s: SessionState) => T): T {
  return useStore(sessionStore, select);
}

export function startSession(token: string, account: string, userInfo: UserInfo | null): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.account, account);
  writeStored(STORAGE_KEYS.userInfo, userInfo);
  sessionStore.setState({ token, account, userInfo });
}

export function cacheUserInfo(userInfo: UserInfo): void {
  writeStored(STORAGE_KEYS.userInfo, userInfo);
  sessionStore.setState({ userInfo });
}

/** Forgets the token, the account and the cached user info (sign-out and 401). */
export function endSession(): void {
  removeStored(STORAGE_KEYS.token, STORAGE_KEYS.account, STORAGE_KEYS.userInfo);
  sessionStore.setState({ token: null, account: null, userInfo: null });
}
