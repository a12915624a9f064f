import { compareMoney } from '@app/contract/money';
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
    const sorted = [...rows].sort((a, b) => a.t - b.t);
    const first = sorted[0];
    const lastRow = sorted[sorted.length - 1];
    if (!first || !lastRow) return false;
    const older = this.bars.filter((c) => c.t < first.t);
    // Live candles that came in while the history was on its way are newer than its answer:
    // kept, not dropped (on a slow line a 1-second chart would lose those seconds for good).
    const newer = this.bars.filter((c) => c.t > lastRow.t);
    // The answer's last candle was still open when it was read; a live one of the same start
    // that has traded more is the later state of it (volume only grows within a candle).
    const liveLast = this.bars.find((c) => c.t === lastRow.t);
    if (liveLast && compareMoney(liveLast.v, lastRow.v) > 0) sorted[sorted.length - 1] = liveLast;
    this.bars = [...older, ...sorted, ...newer];
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

  /**
   * The candle `by` places after the one that opened at `t` (before it when negative), kept
   * within the series; from the last candle when `t` is undefined or not in the series.
   * `-Infinity` and `Infinity` give the first and the last.
   */
  step(t: number | undefined, by: number): { candle: Candle; index: number } | undefined {
    const n = this.bars.length;
    if (n === 0) return undefined;
    const found = t === undefined ? -1 : this.indexOf(t);
    const from = found < 0 ? n - 1 : found;
    const index = by === -Infinity ? 0 : by === Infinity ? n - 1 : Math.min(n - 1, Math.max(0, from + by));
    return { candle: this.bars[index] as Candle, index };
  }

  /** The candle starting at `t` (binary search), if any. */
  at(t: number): Candle | undefined {
    return this.bars[this.indexOf(t)];
  }

  /** The index of the candle starting at `t`, or -1. */
  private indexOf(t: number): number {
    let lo = 0;
    let hi = this.bars.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const b = this.bars[mid] as Candle;
      if (b.t === t) return mid;
      if (b.t < t) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}
