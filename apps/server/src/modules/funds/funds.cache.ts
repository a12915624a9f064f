/**
 * A short-lived in-process cache for reference data the money paths read on every request
 * (channel configs, the funds settings). An operator's change is seen within TTL_MS; the
 * cache belongs to one database handle, so tests with their own databases never share it.
 */
export const FUNDS_CACHE_TTL_MS = 1000;

interface Entry { until: number; value: Promise<unknown> }
const caches = new WeakMap<object, Map<string, Entry>>();

export function cached<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let map = caches.get(owner);
  if (!map) {
    map = new Map();
    caches.set(owner, map);
  }
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  const entries = map;
  entries.set(key, { until: now + FUNDS_CACHE_TTL_MS, value });
  // A failed load is not kept.
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets the cached reference data of a database (after a change that must show at once). */
export function invalidateFundsCache(owner: object): void {
  caches.delete(owner);
}
