/**
 * Persistent key/value storage (localStorage), JSON encoded. Every key the app persists is
 * listed in `STORAGE_KEYS` so they can be found in one place. Reads never throw: a missing,
 * unreadable or malformed value gives the fallback (private mode, quota, old formats).
 */
export const STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  userInfo: 'userInfo',
  locale: 'locale',
  currentLine: 'currentLine',
  lines: 'lines',
  pageConfig: (pagePath: string) => `pageConfig:${pagePath}`,
  switchSet: 'switchSet',
  siteInfo: 'siteInfo',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, fallback: T): T {
  const raw = store()?.getItem(key);
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) store()?.removeItem(key);
    else store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working for this visit.
  }
}

export function removeStored(...keys: string[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // see writeStored
    }
  }
}

/** This tab's sessionStorage, or null where there is none or it is refused. */
export function tabStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Removes every entry of `store` whose key starts with one of `prefixes`. */
export function removeByPrefix(prefixes: readonly string[], store: Storage | null = tabStore()): void {
  try {
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k !== null && prefixes.some((p) => k.startsWith(p))) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch {
    // Storage refused: nothing was kept there.
  }
}
