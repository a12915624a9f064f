import { fetchJson, FeedStatus, isRecord, pairKey } from './feed-common.ts';
import { FeedSocket } from './feed-socket.ts';
import type { DayStatsUpdate, MarketSink, MarketSource } from './market-source.ts';
import type { Bar, Instrument, Interval } from './types.ts';
import { parseUnits, parseUnitsBig } from './units.ts';

/**
 * Binance public market streams (no key): one combined-stream connection carrying the
 * 24 h rolling ticker (`<symbol>@ticker`) and one-second klines (`<symbol>@kline_1s`) of every
 * served pair. A crypto product `X:BTCUSD` maps to the USDT market `BTCUSDT` (USDT is treated
 * as the dollar). Binance publishes rolling 24-hour statistics, so for these products `day`
 * is the last 24 hours, and the change is measured against the price 24 hours ago (the
 * window's open, shown as `prevDay.c`), exactly as Binance shows it.
 */
export interface BinanceOptions {
  wsBase?: string;
  restBase?: string;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** No data for this long: the connection is dropped and opened again (default 30 s). */
  silenceMs?: number;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** A `24hrTicker` event as day statistics. */
export function mapBinanceTicker(inst: Instrument, d: Record<string, unknown>): DayStatsUpdate | null {
  const [o, h, l, c, v, q] = [str(d.o), str(d.h), str(d.l), str(d.c), str(d.v), str(d.q)];
  if (!o || !h || !l || !c || !v || !q || typeof d.E !== 'number') return null;
  const pp = inst.pricePrecision;
  const vp = inst.volumePrecision;
  const day: Bar = {
    t: typeof d.O === 'number' ? d.O : d.E - 86_400_000,
    o: parseUnits(o, pp),
    h: parseUnits(h, pp),
    l: parseUnits(l, pp),
    c: parseUnits(c, pp),
    v: parseUnits(v, vp),
    q: parseUnitsBig(q, pp + vp),
  };
  return { day: { bar: day, extend: false }, prevDay: null, prevClose: day.o, last: day.c, ts: d.E };
}

/** A `kline` event of the 1 s stream as a one-second bar. */
export function mapBinanceKline(inst: Instrument, d: Record<string, unknown>): { bar: Bar; ts: number } | null {
  const k = d.k;
  if (!isRecord(k) || typeof k.t !== 'number') return null;
  const [o, h, l, c, v, q] = [str(k.o), str(k.h), str(k.l), str(k.c), str(k.v), str(k.q)];
  if (!o || !h || !l || !c || !v || !q) return null;
  const pp = inst.pricePrecision;
  const vp = inst.volumePrecision;
  return {
    bar: {
      t: Math.floor(k.t / 1000) * 1000,
      o: parseUnits(o, pp),
      h: parseUnits(h, pp),
      l: parseUnits(l, pp),
      c: parseUnits(c, pp),
      v: parseUnits(v, vp),
      q: parseUnitsBig(q, pp + vp),
    },
    ts: typeof d.E === 'number' ? d.E : k.t,
  };
}

/** A row of `GET /api/v3/klines`: [openTime, open, high, low, close, volume, closeTime, quoteVolume, ...]. */
export function mapBinanceKlineRow(inst: Instrument, row: unknown): Bar | null {
  if (!Array.isArray(row) || typeof row[0] !== 'number') return null;
  const [o, h, l, c, v] = [row[1], row[2], row[3], row[4], row[5]].map(str);
  const q = str(row[7]);
  if (!o || !h || !l || !c || !v || !q) return null;
  const pp = inst.pricePrecision;
  const vp = inst.volumePrecision;
  return { t: row[0], o: parseUnits(o, pp), h: parseUnits(h, pp), l: parseUnits(l, pp), c: parseUnits(c, pp), v: parseUnits(v, vp), q: parseUnitsBig(q, pp + vp) };
}

const KLINE_INTERVAL: Record<Interval, string> = { 1: '1s', 60: '1m', 3600: '1h', 86400: '1d' };

export class BinanceSource implements MarketSource {
  readonly name = 'binance' as const;
  private socket: FeedSocket | null = null;
  private status: FeedStatus | null = null;

  constructor(private readonly opts: BinanceOptions = {}) {}

  supports(inst: Instrument): boolean {
    return Boolean(inst.feeds.binance);
  }

  start(instruments: Instrument[], sink: MarketSink): void {
    if (instruments.length === 0) return;
    const status = new FeedStatus(instruments, sink);
    this.status = status;
    status.start();
    const bySymbol = new Map(instruments.map((i) => [pairKey(i.feeds.binance!), i]));
    const streams = instruments.flatMap((i) => {
      const s = i.feeds.binance!.toLowerCase();
      return [`${s}@ticker`, `${s}@kline_1s`];
    });
    this.socket = new FeedSocket({
      name: 'binance',
      url: `${this.opts.wsBase ?? 'wss://stream.binance.com:9443'}/stream?streams=${streams.join('/')}`,
      log: sink.log,
      initialBackoffMs: this.opts.initialBackoffMs,
      maxBackoffMs: this.opts.maxBackoffMs,
      // Both streams send every second, around the clock.
      silenceMs: this.opts.silenceMs ?? 30_000,
      onOpen: () => {},
      onMessage: (text, _send, feed) => {
        const msg: unknown = JSON.parse(text);
        const data = isRecord(msg) && isRecord(msg.data) ? msg.data : isRecord(msg) ? msg : null;
        if (!data || typeof data.s !== 'string') return;
        const inst = bySymbol.get(pairKey(data.s));
        if (!inst) return;
        let used: boolean;
        if (data.e === '24hrTicker') {
          const u = mapBinanceTicker(inst, data);
          if (!u) return;
          used = sink.dayStats(inst.code, u);
        } else if (data.e === 'kline') {
          const k = mapBinanceKline(inst, data);
          if (!k) return;
          used = sink.secondBar(inst.code, k.bar, k.ts);
        } else {
          return;
        }
        feed.data();
        if (used) status.fresh(inst.code);
        sink.commit();
      },
      onDown: () => status.down(),
    });
    this.socket.start();
  }

  stop(): void {
    this.socket?.stop();
    this.status?.stop();
  }

  /** Klines from the REST API, 1,000 per request (a UTC day is the crypto trading day). */
  async history(inst: Instrument, interval: Interval, from: number, to: number): Promise<Bar[]> {
    const out: Bar[] = [];
    let start = from;
    for (let page = 0; page < 20 && start < to; page++) {
      const url = new URL('/api/v3/klines', this.opts.restBase ?? 'https://api.binance.com');
      url.search = new URLSearchParams({
        symbol: inst.feeds.binance!, interval: KLINE_INTERVAL[interval], startTime: String(start), endTime: String(to - 1), limit: '1000',
      }).toString();
      const rows = await fetchJson(url);
      if (!Array.isArray(rows) || rows.length === 0) break;
      for (const row of rows) {
        const bar = mapBinanceKlineRow(inst, row);
        if (bar) out.push(bar);
      }
      start = (rows[rows.length - 1] as number[])[0]! + interval * 1000;
      if (rows.length < 1000) break;
    }
    return out;
  }
}
