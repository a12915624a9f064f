import { useCallback, useSyncExternalStore } from 'react';
import { writeInFrame, writePaced } from '../frame';

/**
 * Values by key with listeners per key: a change of one key notifies only the views that
 * read that key, so one quote tick re-renders one row, not the list around it.
 */
export class KeyedStore<T> {
  private readonly values = new Map<string, T>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly changed = new Set<string>();

  get(key: string): T | undefined {
    return this.values.get(key);
  }

  /** Sets a value; listeners hear about it at the next `flush()`. */
  set(key: string, value: T): void {
    this.values.set(key, value);
    if (this.listeners.has(key)) this.changed.add(key);
  }

  delete(key: string): void {
    if (this.values.delete(key) && this.listeners.has(key)) this.changed.add(key);
  }

  keys(): IterableIterator<string> {
    return this.values.keys();
  }

  /** Notifies the listeners of every key set since the last flush, once each. */
  flush(): void {
    if (this.changed.size === 0) return;
    const keys = [...this.changed];
    this.changed.clear();
    for (const key of keys) for (const fn of this.listeners.get(key) ?? []) fn();
  }

  private readonly flushBound = () => this.flush();

  /**
   * Notifies the listeners in the write phase of the next animation frame (lib/frame.ts):
   * values arriving between two frames are shown together, and the DOM writes of the views
   * never come between a frame's layout reads.
   */
  flushInFrame(): void {
    if (this.changed.size > 0) writeInFrame(this.flushBound);
  }

  /**
   * Notifies the listeners in a paced write phase (lib/frame.ts: at most every 100 ms, every
   * 500 ms while the page scrolls, or with a frame that writes anyway): for values that change
   * all the time, such as quote ticks.
   */
  flushPaced(): void {
    if (this.changed.size > 0) writePaced(this.flushBound);
  }

  subscribe(key: string, fn: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Listener count of a key (tests). */
  listenerCount(key: string): number {
    return this.listeners.get(key)?.size ?? 0;
  }
}

const identity = <T,>(v: T) => v;

/** The value of one key, re-rendering only when that key changes. */
export function useKeyedValue<T>(store: KeyedStore<T>, key: string | null | undefined): T | undefined {
  return useKeyedSelect(store, key, identity);
}

/**
 * A part of the value of one key (`select` should return a primitive or a stable value),
 * re-rendering only when that part changes.
 */
export function useKeyedSelect<T, S>(store: KeyedStore<T>, key: string | null | undefined, select: (v: T | undefined) => S): S {
  const subscribe = useCallback((fn: () => void) => (key ? store.subscribe(key, fn) : () => {}), [store, key]);
  const read = () => select(key ? store.get(key) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
