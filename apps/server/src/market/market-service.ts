import type { Database } from '../db/database.ts';
import { wellFormed } from './candle-book.ts';
import { backfilledUntil, markBackfilled, pruneCandles, readCandles, writeCandles, writeCandlesSalvaging, type CandleRow } from './candle-store.ts';
import { FEED_HISTORY_MS } from './feed-common.ts';
import { historyStart, simulatedHistory } from './history.ts';
import { InstrumentState } from './instrument-state.ts';
import type { DayStatsUpdate, MarketSink, MarketSource, SeedState, SourceLogger } from './market-source.ts';
import { tradingDayOf } from './sessions.ts';
import { SimulatedSource } from './simulator.ts';
import type { Bar, Instrument, Interval } from './types.ts';

/**
 * Owns the live market: one state per instrument (quote and open candles) kept in memory,
 * fed by the sources, published to listeners in batches, and persisted to `market_candle`
 * in the background. Requests and streams read quotes from here, never from SQL.
 */
export interface CandleUpdate {
  code: string;
  interval: Interval;
  bar: Bar;
}

export interface MarketBatch {
  /** Products whose quote changed in this batch. */
  codes: Set<string>;
  /** Changed candles of the (product, interval) pairs someone watches. */
  candles: CandleUpdate[];
}

export interface MarketServiceOptions {
  database: Database;
  instruments: Instrument[];
  /** Real feeds in order of preference; instruments none of them serves are simulated. */
  feeds: MarketSource[];
  seed: number;
  log: SourceLogger & { error(obj: object, msg?: string): void };
  clock?: () => number;
  /** Start the simulator's timer (default true). */
  simulatorTimer?: boolean;
  /** Persist candles (default true) and how often (default 500 ms). */
  persist?: boolean;
  flushMs?: number;
}

const RETENTION_MS: Partial<Record<Interval, number>> = { 1: 2 * 3_600_000, 60: 7 * 86_400_000, 3600: 2 * 366 * 86_400_000 };
/**
 * Closed candles kept for another try while the database cannot take them (about 40 MB at
 * most): past that, an outage loses its oldest closed candles, which a restart's backfill of
 * the simulated history fills again.
 */
const MAX_PENDING_CLOSED = 200_000;

export class MarketService {
  readonly simulator: SimulatedSource;
  private readonly states = new Map<string, InstrumentState>();
  private readonly instruments = new Map<string, Instrument>();
  private readonly sourceOf = new Map<string, MarketSource>();
  private readonly listeners = new Set<(batch: MarketBatch) => void>();
  private readonly interest = new Map<string, Map<Interval, number>>();
  private changed = new Set<string>();
  private closedWatched: CandleUpdate[] = [];
  private pending: CandleRow[] = [];
  private inflight: CandleRow[] = [];
  /** Products whose open candles changed since they were last written, oldest first. */
  private readonly dirty = new Set<string>();
  private readonly backfills = new Map<string, Promise<void>>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private stopped = false;
  private batches = 0;
  readonly now: () => number;

  constructor(private readonly opts: MarketServiceOptions) {
    this.now = opts.clock ?? Date.now;
    this.simulator = new SimulatedSource({ seed: opts.seed, timer: opts.simulatorTimer });
    for (const inst of opts.instruments) this.instruments.set(inst.code, inst);
  }

  async start(): Promise<void> {
    const bySource = new Map<MarketSource, Instrument[]>();
    for (const inst of this.instruments.values()) {
      const source = this.opts.feeds.find((f) => f.supports(inst)) ?? this.simulator;
      this.sourceOf.set(inst.code, source);
      const list = bySource.get(source) ?? [];
      list.push(inst);
      bySource.set(source, list);
      const state = new InstrumentState(inst, source.name, (interval, bar) => this.onClose(inst, interval, bar));
      this.states.set(inst.code, state);
    }
    const sink = this.createSink();
    for (const [source, list] of bySource) {
      if (source !== this.simulator) for (const inst of list) this.states.get(inst.code)!.stale = true;
      await source.start(list, sink);
    }
    if (this.opts.persist !== false) {
      this.flushTimer = setInterval(() => void this.flush(), this.opts.flushMs ?? 500);
      this.flushTimer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.flushTimer) clearInterval(this.flushTimer);
    for (const source of new Set([...this.sourceOf.values()])) await source.stop();
    await Promise.allSettled([...this.backfills.values()]);
    if (this.opts.persist !== false) await this.flush(true);
  }

  instrument(code: string): Instrument | undefined {
    return this.instruments.get(code);
  }

  state(code: string): InstrumentState | undefined {
    return this.states.get(code);
  }

  /** Increases with every published batch: anything derived from quotes is current while it is unchanged. */
  get generation(): number {
    return this.batches;
  }

  onBatch(listener: (batch: MarketBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Declares interest in live candles of (code, interval); returns the release function. */
  watchCandles(code: string, interval: Interval): () => void {
    let m = this.interest.get(code);
    if (!m) this.interest.set(code, (m = new Map()));
    m.set(interval, (m.get(interval) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (m.get(interval) ?? 1) - 1;
      if (n > 0) m.set(interval, n);
      else m.delete(interval);
      if (m.size === 0) this.interest.delete(code);
    };
  }

  /** Candles of [from, to), the newest `limit`, oldest first, including the open one. */
  async candles(code: string, interval: Interval, range: { from: number; to: number; limit: number }): Promise<Bar[]> {
    const inst = this.instruments.get(code);
    const state = this.states.get(code);
    if (!inst || !state) return [];
    await this.ensureHistory(inst, interval);
    const stored = await readCandles(this.opts.database.db, inst, interval, range);
    const byT = new Map<number, Bar>(stored.map((b) => [b.t, b]));
    const inRange = (b: Bar) => b.t >= range.from && b.t < range.to;
    for (const row of [...this.inflight, ...this.pending]) {
      if (row.inst.code === code && row.interval === interval && inRange(row.bar)) byT.set(row.bar.t, row.bar);
    }
    const open = state.book.open[interval];
    if (open && inRange(open)) byT.set(open.t, { ...open });
    return [...byT.values()].sort((a, b) => a.t - b.t).slice(-range.limit);
  }

  /**
   * Fills an interval's last closed candle from storage when none has closed since the server
   * started (after a start, an hour's or a day's candle closes only at the end of the current
   * one): the candle before the open one, or the newest when the market is closed. A candle
   * that closes live meanwhile is kept. The history is loaded first if it was never asked for.
   */
  async loadLastClosed(code: string, interval: Interval): Promise<void> {
    const state = this.states.get(code);
    if (!state || state.lastClosed[interval]) return;
    const before = state.book.open[interval]?.t ?? this.now() + 1;
    const [bar] = await this.candles(code, interval, { from: 0, to: before, limit: 1 });
    if (bar && !state.lastClosed[interval]) state.lastClosed[interval] = bar;
  }

  /**
   * Stores the history of an instrument the first time it is asked for: generated from the
   * simulator's path, or loaded from the real feed's history API. A feed that cannot answer
   * is tried again on the next request; the call still returns what is stored.
   */
  private async ensureHistory(inst: Instrument, interval: Interval): Promise<void> {
    const source = this.sourceOf.get(inst.code);
    const sim = this.simulator.pathOf(inst.code);
    let key: string;
    let load: () => Promise<void>;
    if (source === this.simulator && sim) {
      // A restarted instrument (after a long stall) has a new live start and gets its gap filled.
      key = `${inst.code}|${interval}|${sim.liveFrom[interval]}`;
      load = () => this.backfill(inst, interval);
    } else if (source?.history) {
      key = `${inst.code}|${interval}|feed`;
      load = () => this.feedHistory(source, inst, interval);
    } else {
      return;
    }
    let p = this.backfills.get(key);
    if (!p) {
      p = load().catch((err: unknown) => {
        this.backfills.delete(key);
        throw err;
      });
      this.backfills.set(key, p);
    }
    try {
      await p;
    } catch (err) {
      if (source === this.simulator) throw err;
      this.opts.log.warn({ err: String(err), code: inst.code, interval }, 'loading feed history failed');
    }
  }

  private async feedHistory(source: MarketSource, inst: Instrument, interval: Interval): Promise<void> {
    const db = this.opts.database.db;
    const now = this.now();
    const done = await backfilledUntil(db, inst.code, interval);
    const from = Math.max(now - FEED_HISTORY_MS[interval], done ?? -Infinity);
    const bars = await source.history!(inst, interval, from, now);
    // The candle still open is the live one's.
    const open = this.states.get(inst.code)?.book.open[interval];
    const closed = bars.filter((b) => (open ? b.t < open.t : b.t + interval * 1000 <= now) && wellFormed(b));
    await db.transaction().execute(async (tx) => {
      await writeCandles(tx, closed.map((bar) => ({ inst, interval, bar })), 'replace');
      await markBackfilled(tx, inst.code, interval, closed.length ? closed[closed.length - 1]!.t + 1 : from);
    });
  }

  private async backfill(inst: Instrument, interval: Interval): Promise<void> {
    const sim = this.simulator.pathOf(inst.code);
    if (!sim) return;
    const db = this.opts.database.db;
    const until = sim.liveFrom[interval];
    const done = await backfilledUntil(db, inst.code, interval);
    const from = Math.max(historyStart(sim.path, interval, until, this.now()), done ?? -Infinity);
    const bars = simulatedHistory(sim.path, interval, from, until);
    await db.transaction().execute(async (tx) => {
      // From the previous run's start on, candles recorded live keep their turnover.
      await writeCandles(tx, bars.map((bar) => ({ inst, interval, bar })), 'fill');
      await markBackfilled(tx, inst.code, interval, until);
    });
  }

  private onClose(inst: Instrument, interval: Interval, bar: Bar): void {
    if (this.opts.persist !== false) this.pending.push({ inst, interval, bar: { ...bar } });
    if (this.interest.get(inst.code)?.has(interval)) this.closedWatched.push({ code: inst.code, interval, bar: { ...bar } });
  }

  /** Deletes candles past their retention (also run every 10 minutes by the flush). */
  prune(): Promise<void> {
    return pruneCandles(this.opts.database.db, RETENTION_MS);
  }

  /**
   * Writes the closed candles, and the current version of the open ones of a twentieth of
   * the products (each product's every ~10 s): PGlite runs on the event loop, so many small
   * writes keep the quote stream smoother than a few large ones.
   */
  flush(final = false): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.stopped && !final) return;
      const closed = this.pending;
      this.pending = [];
      const rows = [...closed];
      let budget = final ? Infinity : Math.ceil(this.states.size / 20);
      for (const code of this.dirty) {
        if (budget-- <= 0) break;
        this.dirty.delete(code);
        const state = this.states.get(code);
        if (!state) continue;
        for (const interval of [60, 3600, 86400] as const) {
          const bar = state.book.open[interval];
          if (bar) rows.push({ inst: state.inst, interval, bar: { ...bar } });
        }
      }
      this.inflight = rows;
      try {
        try {
          await writeCandles(this.opts.database.db, rows, 'replace');
        } catch (err) {
          if (refusedData(err)) {
            // A candle the database refuses (its rules on prices, as for every stored candle)
            // would be refused at every try and hold up every other product's: the rows are
            // written one by one and the refused ones left out.
            const dropped = await writeCandlesSalvaging(this.opts.database.db, rows, 'replace');
            this.opts.log.error({ err, rows: rows.length, dropped }, 'candles refused by the database left out');
            return;
          }
          // Closed candles are final and written once: kept for the next flush (the database
          // restarting, a lost connection), where open ones are written again anyway. Bounded:
          // a long outage keeps the newest.
          this.pending = [...closed, ...this.pending].slice(-MAX_PENDING_CLOSED);
          throw err;
        }
        const now = this.now();
        if (now - this.lastPrune > 10 * 60_000 && !final) {
          this.lastPrune = now;
          await this.prune();
        }
      } catch (err) {
        this.opts.log.error({ err, rows: rows.length }, 'writing candles failed');
      } finally {
        this.inflight = [];
      }
    });
    return this.flushing;
  }

  private publish(): void {
    if (this.changed.size === 0 && this.closedWatched.length === 0) return;
    const codes = this.changed;
    this.changed = new Set();
    this.batches++;
    const candles = this.closedWatched;
    this.closedWatched = [];
    for (const code of codes) {
      const state = this.states.get(code)!;
      const intervals = state.book.takeChanged();
      const watched = this.interest.get(code);
      if (!watched) continue;
      for (const interval of intervals) {
        const bar = state.book.open[interval];
        if (bar && watched.has(interval)) candles.push({ code, interval, bar: { ...bar } });
      }
    }
    const batch = { codes, candles };
    for (const l of this.listeners) {
      try {
        l(batch);
      } catch (err) {
        this.opts.log.error({ err }, 'market listener failed');
      }
    }
  }

  private createSink(): MarketSink {
    const get = (code: string) => this.states.get(code);
    // A feed's malformed data is left out and logged, at most once a minute per product.
    const warned = new Map<string, number>();
    const malformed = (code: string, what: object) => {
      const now = Date.now();
      if ((warned.get(code) ?? -Infinity) > now - 60_000) return;
      warned.set(code, now);
      this.opts.log.warn({ code, ...what }, 'malformed market data left out');
    };
    const touched = (code: string) => {
      this.changed.add(code);
      this.dirty.add(code);
    };
    return {
      log: this.opts.log,
      now: () => this.now(),
      seed: (code, s: SeedState) => {
        const st = get(code);
        if (!st) return;
        st.book.restore(s.open);
        st.book.takeChanged();
        st.prevDay = s.prevDay;
        st.last = s.last;
        st.ts = s.ts;
        st.tradingDay = s.tradingDay;
        st.marketOpen = s.marketOpen;
        st.nextOpen = s.nextOpen;
        st.touch();
        touched(code);
      },
      trade: (code, t, price, volume) => {
        const st = get(code);
        if (!st) return;
        st.trade(t, tradingDayOf(st.inst.session, t), price, volume);
        touched(code);
      },
      secondBar: (code, bar, ts) => {
        const st = get(code);
        if (!st) return false;
        if (!wellFormed(bar)) {
          malformed(code, { bar: printable(bar) });
          return false;
        }
        if (!st.secondBar(bar, tradingDayOf(st.inst.session, bar.t), ts)) return false;
        touched(code);
        return true;
      },
      dayStats: (code, update: DayStatsUpdate) => {
        const st = get(code);
        if (!st) return false;
        const u = wellFormedStats(update);
        if (u !== update) malformed(code, { day: update.day && printable(update.day.bar), prevClose: update.prevClose, last: update.last });
        if (u.day !== undefined) {
          st.dayStats = u.day ? { bar: { ...u.day.bar }, extend: u.day.extend } : null;
          if (u.day) st.tradingDay = Math.max(st.tradingDay ?? 0, tradingDayOf(st.inst.session, u.ts));
        }
        if (u.prevDay !== undefined) st.prevDay = u.prevDay;
        if (u.prevClose !== undefined) st.prevClose = u.prevClose;
        if (u.lastMinute !== undefined) st.lastMinute = u.lastMinute;
        if (u.last !== undefined) st.last = u.last;
        st.ts = Math.max(st.ts, u.ts);
        st.touch();
        touched(code);
        return u === update || u.day != null || u.last !== undefined;
      },
      status: (code, s) => {
        const st = get(code);
        if (st?.setStatus({ ...s, ts: this.now() })) this.changed.add(code);
      },
      commit: () => this.publish(),
    };
  }
}

/** A bar in a log line (its turnover is a BigInt, which JSON cannot hold). */
function printable(b: Bar): object {
  return { ...b, q: String(b.q) };
}

/**
 * Day statistics without their malformed parts: a day, previous day or minute that cannot be
 * a candle, a previous close or last price that is not positive. The update itself when all
 * of it is well formed.
 */
function wellFormedStats(u: DayStatsUpdate): DayStatsUpdate {
  const badDay = u.day != null && !wellFormed(u.day.bar);
  const badPrev = u.prevDay != null && !wellFormed(u.prevDay);
  const badMinute = u.lastMinute != null && !wellFormed(u.lastMinute);
  const badClose = u.prevClose != null && !(u.prevClose > 0);
  const badLast = u.last !== undefined && !(u.last > 0);
  if (!badDay && !badPrev && !badMinute && !badClose && !badLast) return u;
  const out: DayStatsUpdate = { ...u };
  if (badDay) delete out.day;
  if (badPrev) delete out.prevDay;
  if (badMinute) delete out.lastMinute;
  if (badClose) delete out.prevClose;
  if (badLast) delete out.last;
  return out;
}

/** An error of the data itself (SQLSTATE classes 22 and 23): the same rows would be refused again. */
function refusedData(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}
