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
  private readonly versions = new Map<number, number>();

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
    entry.value = load().then(
      (row) => {
        if (!row) return null;
        entry.userId = row.userId;
        return { userId: row.userId, ids: new Set(row.ids), version: this.versions.get(row.userId) ?? 0 };
      },
      (err: unknown) => {
        // A failed read is not kept: the next call asks again.
        if (this.entries.get(token) === entry) this.entries.delete(token);
        throw err;
      },
    );
    this.entries.set(token, entry);
    return entry.value;
  }

  /**
   * The customer's list changed: their kept lists go, and so do lists still being read (whose
   * customer is not known yet), which may have read it before the change.
   */
  forget(userId: number): void {
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
    for (const [token, e] of this.entries) if (e.userId === userId || e.userId === null) this.entries.delete(token);
  }
}
