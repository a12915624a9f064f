import type { DayStats } from './instrument-state.ts';
import type { Bar, Instrument, Interval, MarketSourceName } from './types.ts';

/**
 * A producer of market data: the built-in simulator or a real feed. A source is given the
 * instruments it serves and writes everything into the sink; the market service keeps the
 * quotes and candles and persists them, so every source ends in the same model.
 *
 * Prices and volumes are integer units of the instrument (see types.ts).
 */
export interface MarketSource {
  readonly name: MarketSourceName;
  /** Whether this source can serve the instrument (has a symbol for it). */
  supports(inst: Instrument): boolean;
  start(instruments: Instrument[], sink: MarketSink): void | Promise<void>;
  stop(): void | Promise<void>;
  /** Past candles of [from, to) from the provider's history API, for charts (real feeds). */
  history?(inst: Instrument, interval: Interval, from: number, to: number): Promise<Bar[]>;
}

/** The state of an instrument at start, for sources that know it (the simulator). */
export interface SeedState {
  open: Partial<Record<Interval, Bar>>;
  prevDay: Bar | null;
  last: number;
  ts: number;
  tradingDay: number;
  marketOpen: boolean;
  nextOpen: number | null;
}

export interface DayStatsUpdate {
  /** Current day statistics and whether later bars extend them. */
  day?: DayStats | null;
  prevDay?: Bar | null;
  prevClose?: number | null;
  lastMinute?: Bar | null;
  last?: number;
  ts: number;
}

export interface SourceLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MarketSink {
  seed(code: string, state: SeedState): void;
  /** One trade (simulator tick). */
  trade(code: string, t: number, price: number, volume: number): void;
  /**
   * A one-second bar; a newer version of the same second replaces the older. False when it
   * was left out: malformed (see `wellFormed`), or too late (an earlier second, or an earlier
   * version of this one).
   */
  secondBar(code: string, bar: Bar, ts: number): boolean;
  /**
   * Day-level statistics from a snapshot (Polygon) or a 24 h ticker (Binance). Malformed
   * parts are left out (a block that cannot be a candle, a price that is not positive); false
   * when there were any and no day or last price remained.
   */
  dayStats(code: string, update: DayStatsUpdate): boolean;
  status(code: string, status: { marketOpen?: boolean; stale?: boolean; nextOpen?: number | null }): void;
  /** Publishes everything written since the last commit to listeners (one batch). */
  commit(): void;
  now(): number;
  readonly log: SourceLogger;
}
