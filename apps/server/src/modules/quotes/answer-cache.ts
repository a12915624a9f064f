/**
 * Whole answers of the public quote calls, kept until the next market batch: the same
 * request between two batches gets the same bytes without rebuilding or re-encoding them.
 * Answers that depend on the caller (favourites) are never cached. An answer is found by the
 * request's URL within its locale (two lookups, so no key string is built per request).
 */
export class AnswerCache<L extends string = string> {
  private generation = -1;
  private size = 0;
  private readonly byLocale = new Map<L, Map<string, Buffer>>();

  constructor(private readonly currentGeneration: () => number, private readonly maxEntries = 1000) {}

  /** The answer kept for `url` in `locale` in the current batch, if any. */
  peek(url: string, locale: L): Buffer | undefined {
    this.sync();
    return this.byLocale.get(locale)?.get(url);
  }

  get(url: string, locale: L, build: () => string): Buffer {
    this.sync();
    let answers = this.byLocale.get(locale);
    let hit = answers?.get(url);
    if (!hit) {
      hit = Buffer.from(build());
      if (this.size >= this.maxEntries) this.clear();
      answers = this.byLocale.get(locale);
      if (!answers) this.byLocale.set(locale, (answers = new Map()));
      answers.set(url, hit);
      this.size++;
    }
    return hit;
  }

  /** Drops the answers of an earlier batch. */
  private sync(): void {
    const g = this.currentGeneration();
    if (g !== this.generation) {
      this.clear();
      this.generation = g;
    }
  }

  private clear(): void {
    this.byLocale.clear();
    this.size = 0;
  }
}
