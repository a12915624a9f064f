import type { Candle } from '@/lib/ws';

/**
 * The candles of a chart, oldest first, merged from the HTTP history, pages of older
 * history and live updates from the stream.
 */
export class CandleSeriesData {
  bars: Candle[] = [];

  get last(): Candle | undefined {
    return this.bars[this.bars.length - 1];
  }

  reset(rows: readonly Candle[]): void {
    this.bars = [...rows].sort((a, b) => a.t - b.t);
  }

  /** Adds older candles in front; returns how many were new. */
  prepend(rows: readonly Candle[]): number {
    const first = this.bars[0]?.t ?? Number.POSITIVE_INFINITY;
    const older = rows.filter((c) => c.t < first).sort((a, b) => a.t - b.t);
    if (older.length) this.bars = [...older, ...this.bars];
    return older.length;
  }

  /**
   * Merges newer candles (after a reconnect) without losing the older history; returns true
   * when the series must be redrawn as a whole.
   */
  mergeLatest(rows: readonly Candle[]): boolean {
    const first = rows[0];
    if (!first) return false;
    const keep = this.bars.filter((c) => c.t < first.t);
    this.bars = [...keep, ...[...rows].sort((a, b) => a.t - b.t)];
    return true;
  }

  /**
   * A live candle: replaces the last one with the same start or appends a newer one. Returns
   * 'update' or 'append', or null for a candle older than the last (already final).
   */
  live(c: Candle): 'update' | 'append' | null {
    const last = this.last;
    if (!last || c.t > last.t) {
      this.bars.push(c);
      return 'append';
    }
    if (c.t === last.t) {
      this.bars[this.bars.length - 1] = c;
      return 'update';
    }
    return null;
  }

  /** The candle starting at `t` (binary search), if any. */
  at(t: number): Candle | undefined {
    let lo = 0;
    let hi = this.bars.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const b = this.bars[mid] as Candle;
      if (b.t === t) return b;
      if (b.t < t) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
