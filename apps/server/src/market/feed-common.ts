import type { MarketSink } from './market-source.ts';
import { isOpen, nextSession } from './sessions.ts';
import type { Instrument } from './types.ts';

/**
 * What the real-feed adapters share: the open/closed state of their instruments from the
 * session calendars (a feed is silent when a market is closed, which is not an outage), and
 * the stale flag, raised for every instrument of a feed while it is down and cleared by the
 * next data for that instrument.
 */
export class FeedStatus {
  private timer: NodeJS.Timeout | null = null;
  private readonly stale = new Set<string>();

  constructor(private readonly instruments: Instrument[], private readonly sink: MarketSink, private readonly everyMs = 15_000) {
    for (const inst of instruments) this.stale.add(inst.code);
  }

  start(): void {
    this.updateSessions();
    this.timer = setInterval(() => this.updateSessions(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  updateSessions(): void {
    const now = this.sink.now();
    for (const inst of this.instruments) {
      const open = isOpen(inst.session, now);
      this.sink.status(inst.code, { marketOpen: open, nextOpen: open ? null : nextSession(inst.session, now).start });
    }
    this.sink.commit();
  }

  /** The feed went down: every instrument it serves is stale until its next data. */
  down(codes: Iterable<string> = this.instruments.map((i) => i.code)): void {
    for (const code of codes) {
      this.stale.add(code);
      this.sink.status(code, { stale: true });
    }
    this.sink.commit();
  }

  /** Data arrived for an instrument. */
  fresh(code: string): void {
    if (this.stale.delete(code)) this.sink.status(code, { stale: false });
  }

  isStale(code: string): boolean {
    return this.stale.has(code);
  }
}

/** Provider timestamps in ns, µs, ms or s, as epoch ms. */
export function epochMs(v: unknown): number | null {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return null;
  if (v > 1e17) return Math.floor(v / 1e6);
  if (v > 1e14) return Math.floor(v / 1e3);
  if (v > 1e11) return Math.floor(v);
  return Math.floor(v * 1000);
}

/** `BTC-USD`, `BTC/USD`, `X:BTCUSD`, `btcusdt` -> `BTCUSD` / `BTCUSDT`: one key for every spelling of a pair. */
export function pairKey(s: string): string {
  return s.replace(/^[A-Z]:/i, '').replace(/[-/]/g, '').toUpperCase();
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** GET a provider's JSON with a timeout; throws on a non-2xx answer. */
export async function fetchJson(url: string | URL, timeoutMs = 10_000): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${new URL(url).pathname}`);
  return res.json();
}

/** How far back a real feed's history is loaded, per interval (as for the simulator). */
export const FEED_HISTORY_MS: Record<1 | 60 | 3600 | 86400, number> = {
  1: 3_600_000,
  60: 2 * 86_400_000,
  3600: 366 * 86_400_000,
  86400: Math.round(5 * 365.25 * 86_400_000),
};
