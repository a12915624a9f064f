import { hashString, RandomStream } from './prng.ts';
import { previousSession, sessionOf, type SessionKind } from './sessions.ts';
import { DAY, dayNumber, HOUR, MINUTE, SECOND } from './time.ts';
import type { Instrument } from './types.ts';

/**
 * The simulated price path of one instrument: a deterministic function of (seed, code, time).
 *
 * Built top-down so that every level is consistent with the one above it:
 * 1. Trading days: the daily log deviation from the reference price follows a slowly
 *    mean-reverting random walk (Ornstein-Uhlenbeck, time-reversible, anchored at the
 *    reference price on ANCHOR_DAY), so prices stay near realistic levels for years in both
 *    directions. Each day gets open (with an overnight gap where the market has one), close,
 *    high, low and volume.
 * 2. Each bar is split into its children (day -> hours -> minutes -> seconds -> 100 ms ticks)
 *    by a Brownian bridge from the parent's open to its close, shrunk to fit inside the
 *    parent's high/low, with one child touching the high and one the low, and the parent's
 *    volume split exactly among the children.
 * Hence a candle of any interval equals the aggregate of the ticks inside it, the history
 * can be generated for any period in any order, and a restart continues the same path.
 */
export interface PathBar {
  /** Bucket start (epoch ms); for a day the trading date at 00:00 UTC. */
  t: number;
  /** The part of the bucket inside the session. */
  start: number;
  end: number;
  o: number;
  h: number;
  l: number;
  c: number;
  /** Volume in volume units (integer). */
  v: number;
}

export interface PathTick {
  t: number;
  p: number;
  v: number;
}

/** The simulator's time step: ten ticks per second. */
export const TICK_MS = 100;
export const TICKS_PER_SECOND = SECOND / TICK_MS;

export const ANCHOR_DAY = dayNumber(2026, 11, 20);
/** Mean reversion per trading day of the log deviation from the reference price. */
const KAPPA = 0.004;
const GAP_SHARE: Record<SessionKind, number> = { us_equity: 0.2, cme: 0.05, forex: 0, crypto: 0 };
const DAYS_PER_YEAR: Record<SessionKind, number> = { us_equity: 252, cme: 252, forex: 260, crypto: 365 };

const LEVEL = { walk: 1, day: 2, hour: 3, minute: 4, second: 5, tick: 6 } as const;

class SmallCache<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K, make: () => V): V {
    let v = this.map.get(key);
    if (v === undefined) {
      v = make();
      if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as K);
      this.map.set(key, v);
    }
    return v;
  }
}

export class PricePath {
  private readonly key: number;
  private readonly sigmaDay: number;
  private readonly walk = new Map<number, number>();
  private lo: number;
  private hi: number;
  private readonly volumeScale: number;
  private readonly priceScale: number;
  private readonly hourCache = new SmallCache<number, PathBar[]>(3);
  private readonly minuteCache = new SmallCache<number, PathBar[]>(3);
  private readonly secondCache = new SmallCache<number, PathBar[]>(3);
  private readonly tickCache = new SmallCache<number, PathTick[]>(3);

  constructor(readonly inst: Instrument, seed: number) {
    this.key = (hashString(inst.code) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
    this.sigmaDay = inst.annualVol / Math.sqrt(DAYS_PER_YEAR[inst.session]);
    this.volumeScale = 10 ** inst.volumePrecision;
    this.priceScale = 10 ** inst.pricePrecision;
    let anchor = ANCHOR_DAY;
    while (!sessionOf(inst.session, anchor)) anchor++;
    // Start a little off the reference so no price sits exactly on a round number.
    this.walk.set(anchor, 2 * this.sigmaDay * new RandomStream(this.key, LEVEL.walk, anchor).normal());
    this.lo = anchor;
    this.hi = anchor;
  }

  /** Rounds a price to the instrument's tick, in price units (at least one tick). */
  units(price: number): number {
    const tick = this.inst.tickUnits;
    return Math.max(tick, Math.round((price * this.priceScale) / tick) * tick);
  }

  /** Log deviation from the reference price at the close of a trading day. */
  private deviation(day: number): number {
    const kind = this.inst.session;
    while (day > this.hi) {
      let next = this.hi + 1;
      while (!sessionOf(kind, next)) next++;
      const eps = new RandomStream(this.key, LEVEL.walk, next).normal();
      this.walk.set(next, (1 - KAPPA) * (this.walk.get(this.hi) ?? 0) + this.sigmaDay * eps);
      this.hi = next;
    }
    while (day < this.lo) {
      const prev = previousSession(kind, this.lo).day;
      const eps = new RandomStream(this.key, LEVEL.walk, prev).normal();
      this.walk.set(prev, (1 - KAPPA) * (this.walk.get(this.lo) ?? 0) + this.sigmaDay * eps);
      this.lo = prev;
    }
    const x = this.walk.get(day);
    if (x === undefined) throw new Error(`${this.inst.code}: day ${day} is not a trading day`);
    return x;
  }

  /** The bar of a trading day, or null when the market does not trade that day. */
  day(day: number): PathBar | null {
    const kind = this.inst.session;
    const s = sessionOf(kind, day);
    if (!s) return null;
    const prev = previousSession(kind, day).day;
    const xp = this.deviation(prev);
    const xd = this.deviation(day);
    const rs = new RandomStream(this.key, LEVEL.day, day);
    const share = GAP_SHARE[kind];
    const r = xd - xp;
    const gap = share > 0 ? r * share + this.sigmaDay * Math.sqrt(share) * 0.5 * rs.normal() : 0;
    const ref = this.inst.refPrice;
    const o = ref * Math.exp(xp + gap);
    const c = ref * Math.exp(xd);
    const intra = this.sigmaDay * Math.sqrt(1 - share);
    const h = Math.max(o, c) * Math.exp(intra * (0.1 + 0.3 * Math.abs(rs.normal())));
    const l = Math.min(o, c) * Math.exp(-intra * (0.1 + 0.3 * Math.abs(rs.normal())));
    const fullSession = (kind === 'us_equity' ? 6.5 : kind === 'cme' ? 23 : 24) * HOUR;
    const lengthShare = Math.min(1, (s.end - s.start) / fullSession);
    const v = Math.round(this.inst.dailyVolume * this.volumeScale * lengthShare * Math.exp(0.3 * rs.normal() - 0.045));
    return { t: day * DAY, start: s.start, end: s.end, o, h, l, c, v };
  }

  hours(day: number): PathBar[] {
    return this.hourCache.get(day, () => {
      const d = this.day(day);
      if (!d) return [];
      const sessionLength = d.end - d.start;
      const profile = this.inst.session === 'us_equity'
        ? (span: Span) => {
            const x = ((span.start + span.end) / 2 - d.start) / sessionLength;
            return 1 + 1.2 * (2 * x - 1) ** 2;
          }
        : undefined;
      return splitBar(d, spans(d.start, d.end, HOUR), new RandomStream(this.key, LEVEL.hour, day), profile);
    });
  }

  minutes(hour: PathBar): PathBar[] {
    return this.minuteCache.get(hour.t, () =>
      splitBar(hour, spans(hour.start, hour.end, MINUTE), new RandomStream(this.key, LEVEL.minute, hour.t)),
    );
  }

  seconds(minute: PathBar): PathBar[] {
    return this.secondCache.get(minute.t, () =>
      splitBar(minute, spans(minute.start, minute.end, SECOND), new RandomStream(this.key, LEVEL.second, minute.t)),
    );
  }

  /** The ten ticks of a second: first at the second's open, last at its close. */
  ticks(second: PathBar): PathTick[] {
    return this.tickCache.get(second.t, () => splitTicks(second, new RandomStream(this.key, LEVEL.tick, second.t)));
  }

  /** The tick at a step time (a multiple of TICK_MS) inside trading day `day`, or null. */
  tickAt(day: number, t: number): PathTick | null {
    const hours = this.hours(day);
    const first = hours[0];
    if (!first) return null;
    const hour = hours[(Math.floor(t / HOUR) * HOUR - first.t) / HOUR];
    if (!hour || t < hour.start || t >= hour.end) return null;
    const minutes = this.minutes(hour);
    const minute = minutes[(Math.floor(t / MINUTE) * MINUTE - (minutes[0]?.t ?? 0)) / MINUTE];
    if (!minute) return null;
    const second = this.seconds(minute)[(Math.floor(t / SECOND) * SECOND - minute.t) / SECOND];
    if (!second) return null;
    return this.ticks(second)[(t - second.t) / TICK_MS] ?? null;
  }
}

interface Span {
  t: number;
  start: number;
  end: number;
}

/** Buckets of `size` ms that intersect [start, end), each with its part inside the range. */
export function spans(start: number, end: number, size: number): Span[] {
  const out: Span[] = [];
  for (let t = Math.floor(start / size) * size; t < end; t += size) {
    out.push({ t, start: Math.max(t, start), end: Math.min(t + size, end) });
  }
  return out;
}

/** Splits `total` into integer parts proportional to `weights` (largest remainders). */
export function splitVolume(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const parts = raw.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]![1]]! += 1;
  return parts;
}

/**
 * How far a child bar reaches beyond its open and close, in units of its share of the
 * parent's scale: never less than a quarter of it. A child's range sets the scale of its own
 * children, so without that floor a quiet draw compounds level by level into hours and
 * minutes that hardly move (1 % of Bitcoin's hours had 6 % of the median hour's range, and
 * 1 % of its minutes 2 %); real markets have no such dead spells.
 */
function extension(rs: RandomStream): number {
  return 0.25 + 0.2 * Math.abs(rs.normal());
}

/** How far of the way to the parent's high and low a path of children climbs at its highest and lowest point. */
const REACH = 0.85;
/** The most the bridge's deviations are stretched to get there (more would be noise blown up). */
const MAX_STRETCH = 8;

function splitBar(parent: PathBar, children: Span[], rs: RandomStream, profile?: (s: Span) => number): PathBar[] {
  const n = children.length;
  if (n === 0) return [];
  if (n === 1) {
    const only = children[0]!;
    return [{ ...only, o: parent.o, h: parent.h, l: parent.l, c: parent.c, v: parent.v }];
  }
  const { o, h, l, c } = parent;
  const weights = children.map((s) => s.end - s.start);
  const total = weights.reduce((a, b) => a + b, 0);
  const scale = Math.max(Math.log(h / l) / 1.6, 1e-9);
  const lo = Math.log(o);
  const lc = Math.log(c);
  const lh = Math.log(h);
  const ll = Math.log(l);
  // A Brownian bridge in log price from open to close. Its deviations from the straight line
  // are scaled as a whole (never cut off, which would leave runs of children stuck flat at
  // the parent's high or low): those above the line so the path climbs most of the way to
  // the parent's high, those below most of the way to its low. A bridge that never leaves
  // one side of the line (about 2 in n) is drawn again, up to three times. Otherwise the
  // path would stay far inside the parent's range and leave the rest of it to one child, a
  // lone spike, most often at the end: an hour that closed near its high had its last
  // minute jump to it (3-8 times as many lone spikes in the last minute of an hour as in
  // the others, and in the last second of a minute).
  const line: number[] = [];
  const dev: number[] = [];
  let up = Infinity;
  let down = Infinity;
  for (let draw = 0; draw < 4 && (draw === 0 || up === Infinity || down === Infinity); draw++) {
    const walk: number[] = [];
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum += scale * Math.sqrt(weights[i]! / total) * rs.normal();
      walk.push(sum);
    }
    line.length = 0;
    dev.length = 0;
    up = Infinity;
    down = Infinity;
    let elapsedW = 0;
    for (let i = 0; i < n; i++) {
      elapsedW += weights[i]!;
      const f = elapsedW / total;
      line.push(lo + (lc - lo) * f);
      dev.push(walk[i]! - f * sum);
      if (dev[i]! > 0) up = Math.min(up, (lh - line[i]!) / dev[i]!);
      else if (dev[i]! < 0) down = Math.min(down, (ll - line[i]!) / dev[i]!);
    }
  }
  up = Math.max(0, Math.min(REACH * up, MAX_STRETCH));
  down = Math.max(0, Math.min(REACH * down, MAX_STRETCH));
  const out: PathBar[] = [];
  let prevClose = o;
  for (let i = 0; i < n; i++) {
    const close = i === n - 1 ? c : clamp(Math.exp(line[i]! + (dev[i]! > 0 ? up : down) * dev[i]!), l, h);
    const s = scale * Math.sqrt(weights[i]! / total);
    const top = Math.min(h, Math.max(prevClose, close) * Math.exp(s * extension(rs)));
    const bottom = Math.max(l, Math.min(prevClose, close) * Math.exp(-s * extension(rs)));
    out.push({ ...children[i]!, o: prevClose, h: top, l: bottom, c: close, v: 0 });
    prevClose = close;
  }
  let iHigh = 0;
  let iLow = 0;
  for (let i = 1; i < n; i++) {
    if (out[i]!.h > out[iHigh]!.h) iHigh = i;
    if (out[i]!.l < out[iLow]!.l) iLow = i;
  }
  out[iHigh]!.h = h;
  out[iLow]!.l = l;
  const vols = splitVolume(parent.v, children.map((s, i) => weights[i]! * Math.exp(0.3 * rs.normal()) * (profile ? profile(s) : 1)));
  for (let i = 0; i < n; i++) out[i]!.v = vols[i]!;
  return out;
}

function splitTicks(second: PathBar, rs: RandomStream): PathTick[] {
  const n = TICKS_PER_SECOND;
  const { o, h, l, c } = second;
  const scale = Math.max(Math.log(h / l) / 1.6, 1e-9);
  const prices: number[] = [o];
  let sum = 0;
  const walk: number[] = [0];
  for (let i = 1; i < n; i++) {
    sum += (scale / Math.sqrt(n - 1)) * rs.normal();
    walk.push(sum);
  }
  const lo = Math.log(o);
  const lc = Math.log(c);
  for (let i = 1; i < n - 1; i++) {
    const f = i / (n - 1);
    prices.push(clamp(Math.exp(lo + (lc - lo) * f + walk[i]! - f * sum), l, h));
  }
  prices.push(c);
  // The second's high and low are reached by an interior tick when open and close do not.
  let iHigh = 1;
  for (let i = 2; i < n - 1; i++) if (prices[i]! > prices[iHigh]!) iHigh = i;
  let iLow = iHigh === 1 ? 2 : 1;
  for (let i = 1; i < n - 1; i++) if (i !== iHigh && prices[i]! < prices[iLow]!) iLow = i;
  const needHigh = h > Math.max(...prices);
  const needLow = l < Math.min(...prices);
  if (needHigh) prices[iHigh] = h;
  if (needLow) prices[iLow] = l;
  const vols = splitVolume(second.v, prices.map(() => Math.exp(0.5 * rs.normal())));
  return prices.map((p, i) => ({ t: second.t + i * TICK_MS, p, v: vols[i]! }));
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
