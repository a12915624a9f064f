import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readStored, removeStored, STORAGE_KEYS, tabStore, writeStored } from '@/lib/storage';
import type { UserInfo } from './types';

interface SessionState {
  /** The session token (persistent storage, spec point 3); null when signed out. */
  token: string | null;
  /** The account the user signed in with, kept to prefill the login form. */
  account: string | null;
  /** Cached user info from the last sign-in or `getUserInfo`. */
  userInfo: UserInfo | null;
}

/** The session kept in this browser's storage, which its tabs share. */
function storedSession(): SessionState {
  return {
    token: readStored<string | null>(STORAGE_KEYS.token, null),
    account: readStored<string | null>(STORAGE_KEYS.account, null),
    userInfo: readStored<UserInfo | null>(STORAGE_KEYS.userInfo, null),
  };
}

export const sessionStore = createStore<SessionState>(storedSession);

export function useSession<T>(select: (s: SessionState) => T): T {
  return useStore(sessionStore, select);
}

/**
 * Whether the stored token reads back as this tab wrote it. Where storage is refused or full
 * (private modes, quotas) the app still works for the visit, and only the tab's own session
 * tells whether a token is still the session's.
 */
let storageKeepsToken = readStored<string | null>(STORAGE_KEYS.token, null) === sessionStore.getState().token;

/** This tab's record of the customer of its latest session (sessionStorage: it outlives a reload). */
const LAST_USER_KEY = 'session:lastUser';

function readLastUser(): number | null {
  try {
    const raw = Number(tabStore()?.getItem(LAST_USER_KEY) ?? NaN);
    return Number.isSafeInteger(raw) ? raw : null;
  } catch {
    return null;
  }
}

let lastUser: number | null = sessionStore.getState().userInfo?.id ?? readLastUser();

function noteUser(userInfo: UserInfo | null): void {
  if (!userInfo) return;
  lastUser = userInfo.id;
  try {
    tabStore()?.setItem(LAST_USER_KEY, String(userInfo.id));
  } catch {
    // Storage refused: the record lasts for this page.
  }
}
noteUser(sessionStore.getState().userInfo);

/**
 * The customer of this tab's latest session, also after it ended (null when never known). What
 * the tab keeps across a sign-in (the page to return to, unfinished requests) is theirs, and
 * goes to a customer signing in only when it is the same one.
 */
export function lastSessionUser(): number | null {
  return lastUser;
}

export function startSession(token: string, account: string, userInfo: UserInfo | null): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.account, account);
  writeStored(STORAGE_KEYS.userInfo, userInfo);
  storageKeepsToken = readStored<string | null>(STORAGE_KEYS.token, null) === token;
  noteUser(userInfo);
  sessionStore.setState({ token, account, userInfo });
}

export function cacheUserInfo(userInfo: UserInfo): void {
  writeStored(STORAGE_KEYS.userInfo, userInfo);
  noteUser(userInfo);
  sessionStore.setState({ userInfo });
}

/** Forgets the token, the account and the cached user info (sign-out and 401). */
export function endSession(): void {
  removeStored(STORAGE_KEYS.token, STORAGE_KEYS.account, STORAGE_KEYS.userInfo);
  storageKeepsToken = readStored<string | null>(STORAGE_KEYS.token, null) === null;
  sessionStore.setState({ token: null, account: null, userInfo: null });
}


/** The keys of the stored session: a change to one of them in another tab is a change of session there. */
export const SESSION_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.token, STORAGE_KEYS.account, STORAGE_KEYS.userInfo];

/** What became of this tab's session when it took the stored one. */
export type SessionChange = 'same' | 'signed-out' | 'signed-in';

/**
 * Takes the session another tab of this browser stored (tabs share the storage): a sign-out
 * there, a new sign-in, or another customer's. Returns how the token changed; 'same' when
 * only the cached user info did, or nothing.
 */
export function adoptStoredSession(): SessionChange {
  const next = storedSession();
  const prev = sessionStore.getState();
  const unchanged =
    next.token === prev.token && next.account === prev.account && JSON.stringify(next.userInfo) === JSON.stringify(prev.userInfo);
  if (unchanged) return 'same';
  storageKeepsToken = true;
  noteUser(next.userInfo);
  sessionStore.setState(next);
  if (next.token === prev.token) return 'same';
  return next.token === null ? 'signed-out' : 'signed-in';
}

/**
 * True when `token` is no longer the session's: replaced or ended in this tab, or in another
 * tab of the browser (the stored token, which the tabs share, may change before this tab
 * hears of it).
 */
export function isReplaced(token: string | null): boolean {
  if (token !== sessionStore.getState().token) return true;
  return storageKeepsToken && token !== readStored<string | null>(STORAGE_KEYS.token, null);
}

/**
 * Counts the times this tab took another customer's session (a sign-in in another tab, seen
 * here): the page on screen starts again from nothing, so no form keeps what the previous
 * customer typed or chose.
 */
export const sessionGeneration = createStore<{ n: number }>(() => ({ n: 0 }));

export function bumpSessionGeneration(): void {
  sessionGeneration.setState((s) => ({ n: s.n + 1 }));
}

export function useSessionGeneration(): number {
  return useStore(sessionGeneration, (s) => s.n);
}
