/**
 * Messages of the quote stream at `/ws` (apps/server/src/modules/quotes/README.md).
 * Prices and volumes are decimal strings.
 */

/** A ticker item of the stream: code, nowPrice, changeRate, changePrice, tradeAmount, ts, marketOpen 1/0, stale 1/0. */
export interface TickerItem {
  code: string;
  p: string;
  cr: string;
  cp: string;
  ta: string;
  ts: number;
  mo: 0 | 1;
  st: 0 | 1;
}

/** One block of `tickerInfo` (`day`, `min`, `prevDay`): o open, c close, h high, l low, v volume, vw average price. */
export interface QuoteBlock {
  t: number | null;
  o: string | null;
  c: string | null;
  h: string | null;
  l: string | null;
  v: string | null;
  vw: string | null;
}

export type MarketSourceName = 'simulated' | 'polygon' | 'binance';

/** The full live quote of a product (`tickerInfo` of spec point 3). */
export interface TickerInfo {
  nowPrice: string;
  changePrice: string;
  changeRate: string;
  tradeAmount: string;
  day: QuoteBlock | null;
  min: QuoteBlock | null;
  prevDay: QuoteBlock | null;
  tradingDay: string | null;
  source: MarketSourceName;
  ts: number;
  marketOpen: boolean;
  stale: boolean;
  nextOpen: number | null;
}

/** A candle: t bucket start (epoch ms), prices, volume and volume-weighted average price. */
export interface Candle {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
  vw: string;
}

export type ServerMessage =
  | { op: 'welcome'; ts: number; heartbeatMs: number; minFrameMs: number }
  | { op: 'snapshot'; ch: 'ticker'; tickers: TickerItem[] }
  /** `data` is null while no price of the product is known (a feed that has sent nothing yet). */
  | { op: 'snapshot'; ch: 'detail'; code: string; data: TickerInfo | null }
  | { op: 'snapshot'; ch: 'kline'; code: string; interval: number; candles: Candle[] }
  | {
      op: 'update';
      ts: number;
      tickers?: TickerItem[];
      details?: { code: string; data: TickerInfo }[];
      klines?: { code: string; interval: number; candle: Candle }[];
    }
  | { op: 'unsubscribed' }
  | { op: 'ping'; ts: number }
  | { op: 'pong'; ts: number }
  | { op: 'error'; msg: string; params?: Record<string, string | number> };
