import { PRODUCT_TYPE } from '@app/contract';
import { epochMs, fetchJson, FeedStatus, isRecord, num, pairKey } from './feed-common.ts';
import { FeedSocket } from './feed-socket.ts';
import type { DayStatsUpdate, MarketSink, MarketSource } from './market-source.ts';
import { isOpen, previousSession, tradingDayOf } from './sessions.ts';
import { DAY } from './time.ts';
import type { Bar, Instrument, Interval } from './types.ts';
import { numberToUnits, parseUnits, plainDecimal } from './units.ts';

/**
 * Polygon.io (now Massive) adapter: the REST snapshot gives the day, minute and previous-day
 * blocks (at start, after every reconnect and periodically); the per-second aggregate
 * streams (`A.<ticker>` stocks, `XAS.<from>-<to>` crypto, `CAS.<from>-<to>` forex) give the
 * live price and candles. Crypto and forex tickers are `X:BTCUSD` / `C:EURUSD` in REST and
 * `BTC-USD` / `EUR-USD` on the socket; `pairKey` maps both to one key.
 * Futures are not covered by this adapter and stay simulated.
 */
export interface PolygonOptions {
  apiKey: string;
  restBase?: string;
  wsBase?: string;
  snapshotEveryMs?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** No aggregate for this long while a market of the cluster is open: the connection is dropped and opened again (default 60 s). */
  silenceMs?: number;
}

type Cluster = 'stocks' | 'crypto' | 'forex';

const CLUSTER_OF: Partial<Record<number, Cluster>> = {
  [PRODUCT_TYPE.US_STOCK]: 'stocks',
  [PRODUCT_TYPE.CRYPTO]: 'crypto',
  [PRODUCT_TYPE.FOREX]: 'forex',
};
const SNAPSHOT_PATH: Record<Cluster, string> = {
  stocks: '/v2/snapshot/locale/us/markets/stocks/tickers',
  crypto: '/v2/snapshot/locale/global/markets/crypto/tickers',
  forex: '/v2/snapshot/locale/global/markets/forex/tickers',
};
const CHANNEL: Record<Cluster, string> = { stocks: 'A', crypto: 'XAS', forex: 'CAS' };
const TIMESPAN: Record<Interval, string> = { 1: 'second', 60: 'minute', 3600: 'hour', 86400: 'day' };

/** An aggregate of `/v2/aggs` as a candle; a day bar is keyed by its trading date. */
export function mapPolygonAggregateRow(inst: Instrument, interval: Interval, r: unknown): Bar | null {
  if (!isRecord(r)) return null;
  const t = epochMs(r.t);
  if (t === null) return null;
  const size = interval * 1000;
  return bar(inst, interval === 86400 ? tradingDayOf(inst.session, t) * DAY : Math.floor(t / size) * size, r);
}

/** The socket subscription symbol: `AAPL`, `BTC-USD`, `EUR-USD`. */
export function polygonStreamSymbol(inst: Instrument): string {
  const sym = inst.feeds.polygon ?? inst.code;
  if (inst.productType === PRODUCT_TYPE.US_STOCK) return sym;
  const pair = sym.replace(/^[A-Z]:/, '');
  return `${pair.slice(0, -3)}-${pair.slice(-3)}`;
}

function bar(inst: Instrument, t: number, a: Record<string, unknown>): Bar | null {
  const [o, h, l, c, v] = [num(a.o), num(a.h), num(a.l), num(a.c), num(a.v)];
  if (o === null || h === null || l === null || c === null || v === null || c <= 0) return null;
  const pp = inst.pricePrecision;
  const b: Bar = {
    t,
    o: numberToUnits(o, pp),
    h: numberToUnits(h, pp),
    l: numberToUnits(l, pp),
    c: numberToUnits(c, pp),
    v: parseUnits(plainDecimal(v), inst.volumePrecision),
    q: 0n,
  };
  const vw = num(a.vw);
  const avg = vw !== null && vw > 0 ? numberToUnits(vw, pp) : Math.round((b.h + b.l + b.c) / 3);
  b.q = BigInt(avg) * BigInt(b.v);
  return b;
}

/** A snapshot ticker object as day / minute / previous-day statistics. */
export function mapPolygonSnapshot(inst: Instrument, t: Record<string, unknown>, now: number): DayStatsUpdate {
  const ts = epochMs(t.updated) ?? now;
  const tradingDay = tradingDayOf(inst.session, ts);
  const day = isRecord(t.day) && (num(t.day.o) ?? 0) > 0 ? bar(inst, tradingDay * DAY, t.day) : null;
  const prevT = previousSession(inst.session, tradingDay).day * DAY;
  const prevDay = isRecord(t.prevDay) ? bar(inst, prevT, t.prevDay) : null;
  const minT = isRecord(t.min) ? epochMs(t.min.t) : null;
  const lastMinute = isRecord(t.min) && minT !== null ? bar(inst, minT, t.min) : null;
  const lastTradePrice = isRecord(t.lastTrade) ? num(t.lastTrade.p) : null;
  const last = lastTradePrice !== null && lastTradePrice > 0
    ? numberToUnits(lastTradePrice, inst.pricePrecision)
    : (lastMinute?.c ?? day?.c ?? prevDay?.c);
  return {
    day: day ? { bar: day, extend: true } : null,
    prevDay,
    lastMinute,
    ...(last !== undefined ? { last } : {}),
    ts,
  };
}

/** A per-second aggregate event (`A`, `XAS`, `CAS`) as a one-second bar, with its key. */
export function mapPolygonAggregate(ev: Record<string, unknown>, byKey: Map<string, Instrument>): { inst: Instrument; bar: Bar; ts: number } | null {
  const sym = typeof ev.sym === 'string' ? ev.sym : typeof ev.pair === 'string' ? ev.pair : null;
  const start = epochMs(ev.s);
  if (!sym || start === null) return null;
  const inst = byKey.get(pairKey(sym));
  if (!inst) return null;
  const b = bar(inst, Math.floor(start / 1000) * 1000, ev);
  return b ? { inst, bar: b, ts: epochMs(ev.e) ?? start + 1000 } : null;
}

export class PolygonSource implements MarketSource {
  readonly name = 'polygon' as const;
  private readonly sockets: FeedSocket[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private status: FeedStatus | null = null;

  constructor(private readonly opts: PolygonOptions) {}

  supports(inst: Instrument): boolean {
    return Boolean(inst.feeds.polygon) && CLUSTER_OF[inst.productType] !== undefined;
  }

  start(instruments: Instrument[], sink: MarketSink): void {
    const status = new FeedStatus(instruments, sink);
    this.status = status;
    status.start();
    const clusters = new Map<Cluster, Instrument[]>();
    for (const inst of instruments) {
      const c = CLUSTER_OF[inst.productType]!;
      clusters.set(c, [...(clusters.get(c) ?? []), inst]);
    }
    for (const [cluster, list] of clusters) {
      const byKey = new Map(list.map((i) => [pairKey(i.feeds.polygon ?? i.code), i]));
      // A snapshot brings numbers, but while the live connection is down they age again at
      // once: only a snapshot taken while it is up clears the stale mark.
      const refresh = () => void this.snapshot(cluster, list, sink, status, () => socket.connected);
      const socket = new FeedSocket({
        name: `polygon-${cluster}`,
        url: `${this.opts.wsBase ?? 'wss://socket.polygon.io'}/${cluster}`,
        log: sink.log,
        initialBackoffMs: this.opts.initialBackoffMs,
        maxBackoffMs: this.opts.maxBackoffMs,
        silenceMs: this.opts.silenceMs ?? 60_000,
        expectData: () => list.some((i) => isOpen(i.session, sink.now())),
        onOpen: (send) => send({ action: 'auth', params: this.opts.apiKey }),
        onMessage: (text, send, feed) => {
          const events: unknown = JSON.parse(text);
          for (const ev of Array.isArray(events) ? events : [events]) {
            if (!isRecord(ev)) continue;
            if (ev.ev === 'status') {
              if (ev.status === 'auth_success') {
                send({ action: 'subscribe', params: list.map((i) => `${CHANNEL[cluster]}.${polygonStreamSymbol(i)}`).join(',') });
                refresh();
              } else if (ev.status === 'auth_failed') {
                sink.log.warn({ feed: `polygon-${cluster}`, message: ev.message }, 'polygon authentication failed');
                feed.refused('authentication failed');
                return;
              }
              continue;
            }
            const m = mapPolygonAggregate(ev, byKey);
            if (!m) continue;
            feed.data();
            if (sink.secondBar(m.inst.code, m.bar, m.ts)) status.fresh(m.inst.code);
          }
          sink.commit();
        },
        onDown: () => status.down(list.map((i) => i.code)),
      });
      this.sockets.push(socket);
      socket.start();
      const every = setInterval(refresh, this.opts.snapshotEveryMs ?? 5 * 60_000);
      every.unref();
      this.timers.push(every);
    }
  }

  stop(): void {
    for (const s of this.sockets) s.stop();
    for (const t of this.timers) clearInterval(t);
    this.status?.stop();
  }

  /** Aggregates from `/v2/aggs/ticker/{ticker}/range/1/{timespan}/{from}/{to}`, following `next_url`. */
  async history(inst: Instrument, interval: Interval, from: number, to: number): Promise<Bar[]> {
    const ticker = encodeURIComponent(inst.feeds.polygon ?? inst.code);
    let url: URL | null = new URL(`/v2/aggs/ticker/${ticker}/range/1/${TIMESPAN[interval]}/${from}/${to - 1}`, this.opts.restBase ?? 'https://api.polygon.io');
    url.search = new URLSearchParams({ adjusted: 'true', sort: 'asc', limit: '50000' }).toString();
    const out: Bar[] = [];
    for (let page = 0; url && page < 5; page++) {
      url.searchParams.set('apiKey', this.opts.apiKey);
      const body = await fetchJson(url);
      const results = isRecord(body) && Array.isArray(body.results) ? body.results : [];
      for (const r of results) {
        const b = mapPolygonAggregateRow(inst, interval, r);
        if (b) out.push(b);
      }
      url = isRecord(body) && typeof body.next_url === 'string' ? new URL(body.next_url) : null;
    }
    return out;
  }

  private async snapshot(cluster: Cluster, list: Instrument[], sink: MarketSink, status: FeedStatus, live: () => boolean): Promise<void> {
    const url = new URL(SNAPSHOT_PATH[cluster], this.opts.restBase ?? 'https://api.polygon.io');
    url.searchParams.set('tickers', list.map((i) => i.feeds.polygon ?? i.code).join(','));
    url.searchParams.set('apiKey', this.opts.apiKey);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body: unknown = await res.json();
      const tickers = isRecord(body) && Array.isArray(body.tickers) ? body.tickers : [];
      const byTicker = new Map(list.map((i) => [i.feeds.polygon ?? i.code, i]));
      for (const t of tickers) {
        if (!isRecord(t) || typeof t.ticker !== 'string') continue;
        const inst = byTicker.get(t.ticker);
        if (!inst) continue;
        if (sink.dayStats(inst.code, mapPolygonSnapshot(inst, t, sink.now())) && live()) status.fresh(inst.code);
      }
      sink.commit();
    } catch (err) {
      sink.log.warn({ err: String(err), feed: `polygon-${cluster}` }, 'polygon snapshot failed');
    }
  }
}
