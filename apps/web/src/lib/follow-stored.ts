/**
 * Follows what another tab of this browser stores under `key`: tabs share localStorage, and
 * each gets a `storage` event for the others' writes (never for its own). `accept` reads the
 * stored value (JSON, null when removed) and returns it, or undefined for a value not to take
 * (malformed, from another version of the app, written by hand); `apply` gets what it took.
 */
export function followStored<T>(key: string, accept: (stored: unknown) => T | undefined, apply: (value: T) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return;
    let stored: unknown = null;
    try {
      const raw = localStorage.getItem(key);
      stored = raw === null ? null : JSON.parse(raw);
    } catch {
      return;
    }
    const value = accept(stored);
    if (value !== undefined) apply(value);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
