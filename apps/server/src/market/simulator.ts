import type { MarketSink, MarketSource, SeedState } from './market-source.ts';
import { PricePath, TICK_MS, type PathBar, type PathTick } from './price-path.ts';
import { currentOrLastSession, nextSession, previousSession, sessionAt, type Session } from './sessions.ts';
import { HOUR, MINUTE, SECOND } from './time.ts';
import type { Bar, Instrument, Interval } from './types.ts';

/**
 * The built-in market: every instrument follows its deterministic price path (price-path.ts)
 * and ticks ten times a second while its market is open. A closed market produces no ticks
 * and is reported closed with the time it opens next. The same MARKET_SEED gives the same
 * prices at the same instants on every run.
 */
export interface SimulatorOptions {
  seed: number;
  /** Start the 100 ms timer (default true); tests drive `advanceTo` instead. */
  timer?: boolean;
  /** A longer outage than this is not replayed tick by tick: the instrument restarts from the path. */
  maxCatchUpMs?: number;
}

interface SimInstrument {
  inst: Instrument;
  path: PricePath;
  /** Time of the last tick emitted (a multiple of TICK_MS). */
  cursor: number;
  session: Session | null;
  /** When the open/closed state must be checked again. */
  recheckAt: number;
  /** Start of the candles that were live from the start of this run, per interval. */
  liveFrom: Record<Interval, number>;
}

export class SimulatedSource implements MarketSource {
  readonly name = 'simulated' as const;
  private readonly items = new Map<string, SimInstrument>();
  private sink: MarketSink | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: SimulatorOptions) {}

  supports(): boolean {
    return true;
  }

  start(instruments: Instrument[], sink: MarketSink): void {
    this.sink = sink;
    const now = sink.now();
    for (const inst of instruments) {
      const item = this.seedInstrument(inst, now);
      this.items.set(inst.code, item);
    }
    sink.commit();
    if (this.opts.timer !== false) this.scheduleStep(sink);
  }

  /** Runs a step just after each 100 ms mark, so a tick leaves as soon as its time has come. */
  private scheduleStep(sink: MarketSink): void {
    const now = sink.now();
    this.timer = setTimeout(() => {
      this.advanceTo(sink.now());
      if (this.timer) this.scheduleStep(sink);
    }, TICK_MS - (now % TICK_MS) + 1);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The price path of an instrument this source serves (history backfill uses it). */
  pathOf(code: string): { path: PricePath; liveFrom: Record<Interval, number> } | null {
    const item = this.items.get(code);
    return item ? { path: item.path, liveFrom: item.liveFrom } : null;
  }

  /** Emits every tick up to `now` and commits them as one batch. */
  advanceTo(now: number): void {
    const sink = this.sink;
    if (!sink) return;
    const target = Math.floor(now / TICK_MS) * TICK_MS;
    for (const item of this.items.values()) {
      if (target <= item.cursor) continue;
      if (target - item.cursor > (this.opts.maxCatchUpMs ?? 60_000)) {
        sink.log.warn({ code: item.inst.code, gapMs: target - item.cursor }, 'simulator fell behind; restarting the instrument from its path');
        this.items.set(item.inst.code, this.seedInstrument(item.inst, now));
        continue;
      }
      this.emitTicks(item, target, sink);
    }
    sink.commit();
  }

  private emitTicks(item: SimInstrument, target: number, sink: MarketSink): void {
    const { inst, path } = item;
    let t = item.cursor + TICK_MS;
    while (t <= target) {
      if (t >= item.recheckAt) this.updateSession(item, t, sink);
      const s = item.session;
      if (!s) {
        // Closed: jump to the next open (or past the target).
        t = Math.max(t + TICK_MS, Math.ceil(item.recheckAt / TICK_MS) * TICK_MS);
        continue;
      }
      const tick = path.tickAt(s.day, t);
      if (tick) sink.trade(inst.code, t, path.units(tick.p), tick.v);
      t += TICK_MS;
    }
    item.cursor = target;
  }

  private updateSession(item: SimInstrument, t: number, sink: MarketSink): void {
    const kind = item.inst.session;
    const s = sessionAt(kind, t);
    item.session = s;
    if (s) {
      item.recheckAt = s.end;
      sink.status(item.inst.code, { marketOpen: true, nextOpen: null });
    } else {
      const next = nextSession(kind, t);
      item.recheckAt = next.start;
      sink.status(item.inst.code, { marketOpen: false, nextOpen: next.start });
    }
  }

  private seedInstrument(inst: Instrument, now: number): SimInstrument {
    const path = new PricePath(inst, this.opts.seed);
    const t0 = Math.floor(now / TICK_MS) * TICK_MS;
    const kind = inst.session;
    const session = sessionAt(kind, t0);
    const seed = session ? seedOpen(path, session, t0) : seedClosed(path, currentOrLastSession(kind, t0));
    seed.nextOpen = session ? null : nextSession(kind, t0).start;
    this.sink!.seed(inst.code, seed);
    const liveFrom = { 1: t0, 60: t0, 3600: t0, 86400: t0 } as Record<Interval, number>;
    for (const i of [1, 60, 3600, 86400] as const) {
      const b = seed.open[i];
      if (b) liveFrom[i] = b.t;
    }
    return {
      inst,
      path,
      cursor: t0,
      session,
      recheckAt: session ? session.end : (seed.nextOpen ?? t0),
      liveFrom,
    };
  }
}

/** A path bar in integer units; turnover estimated from the typical price. */
export function toBar(path: PricePath, b: PathBar): Bar {
  const o = path.units(b.o);
  const h = path.units(b.h);
  const l = path.units(b.l);
  const c = path.units(b.c);
  const typical = path.units((b.h + b.l + b.c) / 3);
  return { t: b.t, o, h, l, c, v: b.v, q: BigInt(b.v) * BigInt(Math.min(h, Math.max(l, typical))) };
}

function merge(t: number, bars: Bar[]): Bar {
  const first = bars[0]!;
  const out: Bar = { t, o: first.o, h: first.h, l: first.l, c: first.c, v: 0, q: 0n };
  for (const b of bars) {
    if (b.h > out.h) out.h = b.h;
    if (b.l < out.l) out.l = b.l;
    out.c = b.c;
    out.v += b.v;
    out.q += b.q;
  }
  return out;
}

function tickBar(path: PricePath, t: number, ticks: PathTick[]): Bar {
  return merge(t, ticks.map((k) => {
    const p = path.units(k.p);
    return { t: k.t, o: p, h: p, l: p, c: p, v: k.v, q: BigInt(p) * BigInt(k.v) };
  }));
}

/** The candles built so far in an open session, as if the simulator had run since its start. */
function seedOpen(path: PricePath, s: Session, t0: number): SeedState {
  const hours = path.hours(s.day);
  const hi = (Math.floor(t0 / HOUR) * HOUR - hours[0]!.t) / HOUR;
  const hour = hours[hi]!;
  const minutes = path.minutes(hour);
  const mi = (Math.floor(t0 / MINUTE) * MINUTE - minutes[0]!.t) / MINUTE;
  const minute = minutes[mi]!;
  const seconds = path.seconds(minute);
  const si = (Math.floor(t0 / SECOND) * SECOND - minute.t) / SECOND;
  const second = seconds[si]!;
  const ticks = path.ticks(second).filter((k) => k.t <= t0);
  const sec = tickBar(path, second.t, ticks);
  const min = merge(minute.t, [...seconds.slice(0, si).map((b) => toBar(path, b)), sec]);
  const hr = merge(hour.t, [...minutes.slice(0, mi).map((b) => toBar(path, b)), min]);
  const day = merge(s.day * 86_400_000, [...hours.slice(0, hi).map((b) => toBar(path, b)), hr]);
  const prev = path.day(previousSession(path.inst.session, s.day).day)!;
  return {
    open: { 1: sec, 60: min, 3600: hr, 86400: day },
    prevDay: toBar(path, prev),
    last: sec.c,
    ts: ticks[ticks.length - 1]!.t,
    tradingDay: s.day,
    marketOpen: true,
    nextOpen: null,
  };
}

/** A closed market shows its last session; the last candles of that session stay current. */
function seedClosed(path: PricePath, last: Session): SeedState {
  const day = toBar(path, path.day(last.day)!);
  const hours = path.hours(last.day);
  const hour = hours[hours.length - 1]!;
  const minutes = path.minutes(hour);
  const minute = minutes[minutes.length - 1]!;
  const seconds = path.seconds(minute);
  const second = seconds[seconds.length - 1]!;
  const prev = path.day(previousSession(path.inst.session, last.day).day)!;
  return {
    open: { 1: toBar(path, second), 60: toBar(path, minute), 3600: toBar(path, hour), 86400: day },
    prevDay: toBar(path, prev),
    last: day.c,
    ts: last.end - TICK_MS,
    tradingDay: last.day,
    marketOpen: false,
    nextOpen: null,
  };
}
