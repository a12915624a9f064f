/**
 * The quotes of one product type as a numbered journal of batches, for the clients that
 * subscribed to the whole type (the quotes tab). Instead of copying every changed quote into
 * every subscriber's pending set, a client remembers the last batch it was sent; the items
 * changed since then are assembled once per (from, to) range and shared by every client at
 * that point, so the fan-out costs one lookup per client per frame.
 */
export class TypeFeed {
  /** Number of the latest batch that changed a product of this type. */
  seq = 0;
  private readonly journal: { seq: number; items: Map<string, Buffer> }[] = [];
  private readonly ranges = new Map<number, Buffer>();

  /**
   * @param codes the products of the type
   * @param current the current `,{...}` item bytes of a product (for a client too far behind)
   * @param keep how many batches the journal holds
   */
  constructor(private readonly codes: string[], private readonly current: (code: string) => Buffer | undefined, private readonly keep = 100) {}

  /** Records a batch: the latest item bytes of the products of this type that changed. */
  push(items: Map<string, Buffer>): void {
    this.seq++;
    this.journal.push({ seq: this.seq, items });
    if (this.journal.length > this.keep) this.journal.shift();
    this.ranges.clear();
  }

  /** The items (each `,{...}`, concatenated) changed after batch `from`, latest version per product; null if none. */
  since(from: number): Buffer | null {
    if (from >= this.seq) return null;
    let hit = this.ranges.get(from);
    if (hit) return hit;
    let items: Buffer[];
    const oldest = this.journal[0]?.seq ?? this.seq + 1;
    if (from + 1 < oldest) {
      // Too far behind for the journal: the current value of every product.
      items = this.codes.map((c) => this.current(c)).filter((b): b is Buffer => b !== undefined);
    } else {
      const latest = new Map<string, Buffer>();
      for (const entry of this.journal) if (entry.seq > from) for (const [code, item] of entry.items) latest.set(code, item);
      items = [...latest.values()];
    }
    hit = Buffer.concat(items);
    this.ranges.set(from, hit);
    return hit;
  }
}
