import type { ProductType } from '@app/contract';
import type { SessionKind } from './sessions.ts';

/**
 * Market data is kept in integers: a price is a count of `10^-pricePrecision` units and a
 * volume a count of `10^-volumePrecision` units, so aggregation is exact and every decimal
 * string on the wire is produced without a float. A sum of price x volume (`Bar.q`) is a BigInt
 * in units of `10^-(pricePrecision + volumePrecision)`.
 */
export interface Instrument {
  code: string;
  productType: ProductType;
  session: SessionKind;
  pricePrecision: number;
  /** Smallest price step, in price units (ES moves in 0.25 = 25 units at precision 2). */
  tickUnits: number;
  volumePrecision: number;
  /**
   * Contract size (the product's `standard`) as a plain decimal string: shares or coins per
   * unit for stocks and crypto (1), the contract multiplier for futures (ES 50), the standard
   * lot for forex (100000).
   */
  standard: string;
  /** Simulator: price level around which the walk moves (a simulation parameter). */
  refPrice: number;
  /** Simulator: annualised volatility, e.g. 0.3 for 30 %. */
  annualVol: number;
  /** Simulator: mean volume of a full session, in whole units (shares, coins, contracts). */
  dailyVolume: number;
  /** Symbols of this instrument at real feeds; absent when the feed does not carry it. */
  feeds: { polygon?: string; binance?: string };
}

/** Candle durations in seconds (the spec's chart durations). */
export const INTERVALS = [1, 60, 3600, 86400] as const;
export type Interval = (typeof INTERVALS)[number];
export function isInterval(v: number): v is Interval {
  return (INTERVALS as readonly number[]).includes(v);
}

/**
 * A candle in integer units. `t` is the start of the bucket in epoch ms (for 1 s, 1 min and
 * 1 h epoch-aligned; for a day the trading date at 00:00 UTC, see sessions.ts).
 */
export interface Bar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  /**
   * Sum of price x volume (the numerator of the volume-weighted average price). For futures
   * the money traded is this times the contract multiplier (`InstrumentState.info()`).
   */
  q: bigint;
}

export type MarketSourceName = 'simulated' | 'polygon' | 'binance';
