/**
 * Whole answers of the public quote calls, kept until the next market batch: the same
 * request between two batches gets the same bytes without rebuilding or re-encoding them.
 * Answers that depend on the caller (favourites) are never cached.
 */
export class AnswerCache {
  private generation = -1;
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly currentGeneration: () => number, private readonly maxEntries = 1000) {}

  /** The answer kept for `key` in the current batch, if any. */
  peek(key: string): Buffer | undefined {
    this.sync();
    return this.entries.get(key);
  }

  get(key: string, build: () => string): Buffer {
    this.sync();
    let hit = this.entries.get(key);
    if (!hit) {
      hit = Buffer.from(build());
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Drops the answers of an earlier batch. */
  private sync(): void {
    const g = this.currentGeneration();
    if (g !== this.generation) {
      this.entries.clear();
      this.generation = g;
    }
  }
}
