import { useCallback, useRef } from 'react';

/** The header money-moving calls carry (see docs/conventions.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex; `getRandomValues` works outside secure contexts too (plain-HTTP lines). */
export function newIntentKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per user intent. `keyFor(request)` gives the same key as long as the
 * request is the same one (a retry after a timeout or a lost answer), and a fresh key once
 * the request changes or `done()` was called after a success, so the server applies a
 * repeated tap once and a new request as new.
 */
export function useIntentKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (current.current?.request !== text) current.current = { request: text, key: newIntentKey() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
