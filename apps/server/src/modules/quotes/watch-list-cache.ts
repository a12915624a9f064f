/**
 * The watch lists of session tokens, kept for a second. A signed-in customer's product lists
 * show their stars, which needs the session and the watch list: read on every call, that was
 * a database query per list call (on the embedded database, one at a time with every other
 * query of the server), 36 times fewer answers a second than a signed-out caller got. Kept
 * here, the session and the list are read at most once a second per token.
 *
 * A change made through this process (a product added or removed) drops the customer's
 * entries at once and bumps their version, which answers built for them carry in their key.
 * A session ended, or a list changed through another process, shows within the second: the
 * stars are the customer's own, and nothing else of the answer depends on the caller.
 */
export interface WatchList {
  userId: number;
  ids: Set<number>;
  /** Changes with every change of the customer's list made through this process. */
  version: number;
}

interface Entry {
  value: Promise<WatchList | null>;
  userId: number | null;
  until: number;
}

export class WatchListCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts the changes made through this process; `changedAt` holds each customer's last. */
  private changes = 0;
  private readonly changedAt = new Map<number, number>();
  private staleReads = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The token's watch list (null: no live session), from `load` at most once per `ttlMs`. */
  get(token: string, load: () => Promise<{ userId: number; ids: number[] } | null>): Promise<WatchList | null> {
    const t = this.now();
    const hit = this.entries.get(token);
    if (hit && hit.until > t) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: Entry = { value: Promise.resolve(null), userId: null, until: t + this.ttlMs };
    entry.value = this.read(load, entry).catch((err: unknown) => {
      // A failed read is not kept: the next call asks again.
      if (this.entries.get(token) === entry) this.entries.delete(token);
      throw err;
    });
    this.entries.set(token, entry);
    return entry.value;
  }

  /**
   * Reads the list. A read that began before a change of the customer's list (made through
   * this process while it ran) may hold the list from before it: it is read again, so the
   * version it carries is never paired with an older list.
   */
  private async read(load: () => Promise<{ userId: number; ids: number[] } | null>, entry: Entry): Promise<WatchList | null> {
    for (let tries = 0; ; tries++) {
      const begun = this.changes;
      const row = await load();
      if (!row) return null;
      const changed = this.changedAt.get(row.userId) ?? 0;
      if (changed <= begun) {
        entry.userId = row.userId;
        return { userId: row.userId, ids: new Set(row.ids), version: changed };
      }
      if (tries >= 2) {
        // Changed again during every read: answered, but under a version no later read has.
        entry.until = 0;
        return { userId: row.userId, ids: new Set(row.ids), version: -++this.staleReads };
      }
    }
  }

  /**
   * The customer's list changed: their kept lists go, and so do lists still being read (whose
   * customer is not known yet), which may have read it before the change.
   */
  forget(userId: number): void {
    this.changedAt.set(userId, ++this.changes);
    for (const [token, e] of this.entries) if (e.userId === userId || e.userId === null) this.entries.delete(token);
  }
}
