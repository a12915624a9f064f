import { DAY } from './time.ts';
import { INTERVALS, type Bar, type Interval } from './types.ts';

/**
 * The open candles of one instrument at every interval, fed by trades (the simulator) or by
 * one-second bars (real feeds). When a trade or bar falls into a new bucket the previous
 * candle of that interval is closed and handed to `onClose`. Because all intervals are fed
 * from the same events, a candle's volume is exactly the sum of the volumes of the shorter
 * candles inside it.
 *
 * Day candles are keyed by trading day (`day * DAY`), which the caller supplies, because a
 * trading day does not follow the UTC calendar (forex and futures roll over at 17:00 / 18:00
 * New York time).
 */
export type CloseHandler = (interval: Interval, bar: Bar) => void;

const BUCKET_MS: Record<Exclude<Interval, 86400>, number> = { 1: 1000, 60: 60_000, 3600: 3_600_000 };

export function bucketOf(interval: Interval, t: number, tradingDay: number): number {
  if (interval === 86400) return tradingDay * DAY;
  const size = BUCKET_MS[interval];
  return Math.floor(t / size) * size;
}

/**
 * Whether a bar can be a candle: a positive low, open and close within low and high, no
 * negative volume or turnover. What a feed sends is checked against this before it is used
 * (the database holds the same rule as a constraint on stored candles).
 */
export function wellFormed(b: Bar): boolean {
  return (
    Number.isSafeInteger(b.o) && Number.isSafeInteger(b.h) && Number.isSafeInteger(b.l) && Number.isSafeInteger(b.c)
    && Number.isSafeInteger(b.v) && Number.isFinite(b.t)
    && b.l > 0 && b.l <= b.o && b.l <= b.c && b.h >= b.o && b.h >= b.c && b.v >= 0 && b.q >= 0n
  );
}

export class CandleBook {
  readonly open: Record<Interval, Bar | null> = { 1: null, 60: null, 3600: null, 86400: null };
  /** Intervals whose open candle changed since the last `takeChanged()`. */
  private changed = new Set<Interval>();

  constructor(private readonly onClose: CloseHandler) {}

  /** Restores open candles (at start, from the simulator's path or the database). */
  restore(bars: Partial<Record<Interval, Bar>>): void {
    for (const i of INTERVALS) {
      const b = bars[i];
      if (b) {
        this.open[i] = { ...b };
        this.changed.add(i);
      }
    }
  }

  /** A trade of `v` volume units at price `p` (units) at time `t`. */
  trade(t: number, tradingDay: number, p: number, v: number): void {
    const q = BigInt(p) * BigInt(v);
    for (const i of INTERVALS) {
      const start = bucketOf(i, t, tradingDay);
      const bar = this.open[i];
      if (bar && bar.t === start) {
        if (p > bar.h) bar.h = p;
        if (p < bar.l) bar.l = p;
        bar.c = p;
        bar.v += v;
        bar.q += q;
      } else {
        if (bar) this.onClose(i, bar);
        this.open[i] = { t: start, o: p, h: p, l: p, c: p, v, q };
      }
      this.changed.add(i);
    }
  }

  /**
   * A one-second bar from a feed. A bar for the current second replaces the previous version
   * (feeds resend a growing bar); only the difference is added to the longer candles. A bar
   * of a second before the current one came too late and is ignored: false.
   */
  secondBar(b: Bar, tradingDay: number): boolean {
    const cur = this.open[1];
    let dv = b.v;
    let dq = b.q;
    if (cur && cur.t === b.t) {
      dv = b.v - cur.v;
      dq = b.q - cur.q;
    } else if (cur) {
      if (b.t < cur.t) return false;
      this.onClose(1, cur);
    }
    this.open[1] = { ...b };
    this.changed.add(1);
    for (const i of [60, 3600, 86400] as const) {
      const start = bucketOf(i, b.t, tradingDay);
      const bar = this.open[i];
      if (bar && bar.t === start) {
        if (b.h > bar.h) bar.h = b.h;
        if (b.l < bar.l) bar.l = b.l;
        bar.c = b.c;
        bar.v += dv;
        bar.q += dq;
      } else {
        if (bar && start < bar.t) continue;
        if (bar) this.onClose(i, bar);
        this.open[i] = { t: start, o: b.o, h: b.h, l: b.l, c: b.c, v: b.v, q: b.q };
      }
      this.changed.add(i);
    }
    return true;
  }

  takeChanged(): Interval[] {
    if (this.changed.size === 0) return [];
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }
}
