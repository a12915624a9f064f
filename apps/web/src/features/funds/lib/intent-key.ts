import { useCallback, useRef } from 'react';
import { tabStore } from '@/lib/storage';

/** The header money-moving calls carry (see docs/conventions.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex; `getRandomValues` works outside secure contexts too (plain-HTTP lines). */
export function newIntentKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Intent {
  request: string;
  key: string;
  at: number;
}

const PREFIX = 'funds:intent:';
/** How long an unsettled request is still taken as the same customer intent. */
export const INTENT_TTL_MS = 30 * 60_000;

/** What the keys are kept in: this tab's sessionStorage, or a stand-in. */
type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readIntent(store: KeyStore | null, scope: string): Intent | null {
  try {
    const v = JSON.parse(store?.getItem(PREFIX + scope) ?? 'null') as Partial<Intent> | null;
    return v && typeof v.request === 'string' && typeof v.key === 'string' && typeof v.at === 'number' ? (v as Intent) : null;
  } catch {
    return null;
  }
}

/**
 * The key of `request` in `scope`: the key of the last request of the scope when it is the same
 * request and was not settled (`clearIntent`) within `INTENT_TTL_MS`, else a new one, kept in
 * `store` (this tab's sessionStorage) so that it outlives the page. A customer who lost the
 * answer to a withdrawal (a timeout, a dropped line), left the page and sends the same
 * withdrawal again gets the first one's answer from the server, not a second withdrawal.
 */
export function intentKeyFor(scope: string, request: unknown, store: KeyStore | null = tabStore(), now = Date.now()): string {
  const text = JSON.stringify(request);
  const last = readIntent(store, scope);
  if (last && last.request === text && now - last.at < INTENT_TTL_MS) return last.key;
  const next: Intent = { request: text, key: newIntentKey(), at: now };
  try {
    store?.setItem(PREFIX + scope, JSON.stringify(next));
  } catch {
    // Storage full or refused: the key then lasts as long as the page.
  }
  return next.key;
}

/** The scope's request was settled (its answer seen): the next request is a new intent. */
export function clearIntent(scope: string, store: KeyStore | null = tabStore()): void {
  try {
    store?.removeItem(PREFIX + scope);
  } catch {
    // nothing stored
  }
}

/**
 * One idempotency key per customer intent in `scope` (`withdraw`, `recharge`). `keyFor(request)`
 * gives the same key as long as the request is the same one (a retry after a timeout or a lost
 * answer, also after leaving the page and coming back), and a fresh key once the request changes
 * or `done()` was called after a success, so the server applies a repeated request once and a
 * new request as new.
 */
export function useIntentKey(scope: string) {
  const store = useRef<KeyStore | null>(null);
  const keys = () => (store.current ??= memoryBacked());
  const keyFor = useCallback((request: unknown): string => intentKeyFor(scope, request, keys()), [scope]);
  const done = useCallback(() => clearIntent(scope, keys()), [scope]);
  return { keyFor, done };
}

/**
 * sessionStorage with the page's own memory in front: a key written while storage refuses
 * writes (full, private modes) still lasts as long as the page.
 */
function memoryBacked(): KeyStore {
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? tabStore()?.getItem(k) ?? null,
    setItem: (k, v) => {
      memory.set(k, v);
      tabStore()?.setItem(k, v);
    },
    removeItem: (k) => {
      memory.delete(k);
      tabStore()?.removeItem(k);
    },
  };
}
