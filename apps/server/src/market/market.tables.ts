/** Kysely types of the market data tables (migration 202611220301_quotes.sql). */
export interface MarketCandleTable {
  product_code: string;
  /** Candle duration in seconds: 1, 60, 3600 or 86400. */
  interval: number;
  /** Bucket start, epoch ms (for days the trading date at 00:00 UTC). */
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
  /** Sum of price x volume (`Bar.q`, the numerator of `vw`); for futures the money traded is this times `standard`. */
  turnover: string;
}

export interface MarketBackfillTable {
  product_code: string;
  interval: number;
  /** Simulated history is stored for every bucket before this instant. */
  until_t: number;
}

declare module '../db/tables.ts' {
  interface Tables {
    market_candle: MarketCandleTable;
    market_backfill: MarketBackfillTable;
  }
}
