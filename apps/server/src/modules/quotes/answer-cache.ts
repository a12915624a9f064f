import { compress, type Encoding } from '../../lib/compression.ts';

/** One kept answer, with its compressed forms made when first asked for. */
export class CachedAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {}

  /** The answer in `encoding`, compressed once for all the callers of this batch. */
  in(encoding: Encoding): Buffer {
    let hit = this.encoded.get(encoding);
    if (!hit) this.encoded.set(encoding, (hit = compress(this.body, encoding)));
    return hit;
  }
}

/**
 * Whole answers of the public quote calls, kept until the next market batch: the same
 * request between two batches gets the same bytes without rebuilding or re-encoding them.
 * Answers that depend on the caller (favourites) are never cached. An answer is found by the
 * request's URL within its locale (two lookups, so no key string is built per request).
 * Compressed forms are kept with the answer (`CachedAnswer.in`), so they go with it.
 */
export class AnswerCache<L extends string = string> {
  private generation = -1;
  private size = 0;
  private readonly byLocale = new Map<L, Map<string, CachedAnswer>>();

  constructor(private readonly currentGeneration: () => number, private readonly maxEntries = 1000) {}

  /** The answer kept for `url` in `locale` in the current batch, if any. */
  peek(url: string, locale: L): CachedAnswer | undefined {
    this.sync();
    return this.byLocale.get(locale)?.get(url);
  }

  get(url: string, locale: L, build: () => string): CachedAnswer {
    this.sync();
    let answers = this.byLocale.get(locale);
    let hit = answers?.get(url);
    if (!hit) {
      hit = new CachedAnswer(Buffer.from(build()));
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
