import { KeyedStore, useKeyedSelect, useKeyedValue } from './keyed-store';
import type { TickerInfo, TickerItem } from './types';

/**
 * The live quote of every product the app has heard of, keyed by product code: filled from
 * list rows (HTTP) and kept current by the quote stream. Views read one product each
 * (`useLiveQuote`), so a tick re-renders only the rows of the products that moved.
 */
export interface LiveQuote {
  code: string;
  price: string;
  changeRate: string;
  changePrice: string;
  tradeAmount: string;
  ts: number;
  marketOpen: boolean;
  stale: boolean;
  /** Direction of the last price change: 1 up, -1 down, 0 none (first value or a snapshot). */
  move: -1 | 0 | 1;
  /** Number of price changes seen, so a view can restart its flash on every change. */
  moves: number;
}

export const liveQuotes = new KeyedStore<LiveQuote>();
export const liveDetails = new KeyedStore<TickerInfo>();

/** Direction of a price change; only the sign is used, for the up/down flash. */
function direction(next: string, prev: string): -1 | 0 | 1 {
  if (next === prev) return 0;
  const d = Number(next) - Number(prev);
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

interface Incoming {
  code: string;
  price: string;
  changeRate: string;
  changePrice: string;
  tradeAmount: string;
  ts: number;
  marketOpen: boolean;
  stale: boolean;
}

/**
 * `fresh`: a snapshot of a new subscription or after a reconnect, which replaces whatever
 * was kept (even a later-stamped value: nothing from before the gap survives) and does not flash.
 */
function put(q: Incoming, fresh: boolean): void {
  const prev = liveQuotes.get(q.code);
  if (prev && !fresh && q.ts < prev.ts) return;
  if (
    prev &&
    prev.price === q.price &&
    prev.changeRate === q.changeRate &&
    prev.marketOpen === q.marketOpen &&
    prev.stale === q.stale &&
    prev.tradeAmount === q.tradeAmount
  ) {
    if (q.ts > prev.ts) prev.ts = q.ts;
    return;
  }
  const move = prev && !fresh ? direction(q.price, prev.price) : 0;
  liveQuotes.set(q.code, { ...q, move: move || (prev && !fresh ? prev.move : 0), moves: (prev?.moves ?? 0) + (move ? 1 : 0) });
}

function fromItem(t: TickerItem): Incoming {
  return {
    code: t.code,
    price: t.p,
    changeRate: t.cr,
    changePrice: t.cp,
    tradeAmount: t.ta,
    ts: t.ts,
    marketOpen: t.mo === 1,
    stale: t.st === 1,
  };
}

/**
 * Applies stream tickers (an update frame, or a snapshot when `fresh`): the values at once,
 * the views of the products that changed once each in the next paced write phase
 * (lib/frame.ts), so a stream of ticks changes the screen at a steady rate.
 */
export function applyTickers(items: readonly TickerItem[], fresh = false): void {
  for (const t of items) put(fromItem(t), fresh);
  liveQuotes.flushPaced();
}

/** Applies full quotes of the detail channel. */
export function applyDetails(items: readonly { code: string; data: TickerInfo }[]): void {
  for (const { code, data } of items) {
    liveDetails.set(code, data);
    put(fromInfo(code, data), false);
  }
  liveDetails.flush();
  liveQuotes.flush();
}

function fromInfo(code: string, info: TickerInfo): Incoming {
  return {
    code,
    price: info.nowPrice,
    changeRate: info.changeRate,
    changePrice: info.changePrice,
    tradeAmount: info.tradeAmount,
    ts: info.ts,
    marketOpen: info.marketOpen,
    stale: info.stale,
  };
}

/**
 * Seeds quotes from HTTP rows (lists, detail). A row never overrides a newer streamed value,
 * and never flashes.
 */
export function primeQuotes(rows: readonly { productCode: string; tickerInfo: TickerInfo | null }[]): void {
  for (const r of rows) {
    if (!r.tickerInfo) continue;
    const prev = liveQuotes.get(r.productCode);
    if (prev && prev.ts >= r.tickerInfo.ts) continue;
    put(fromInfo(r.productCode, r.tickerInfo), true);
  }
  liveQuotes.flush();
}

export function useLiveQuote(code: string | null | undefined): LiveQuote | undefined {
  return useKeyedValue(liveQuotes, code);
}

/** One field of a live quote (a primitive), re-rendering only when that field changes. */
export function useLiveQuoteField<S>(code: string | null | undefined, select: (q: LiveQuote | undefined) => S): S {
  return useKeyedSelect(liveQuotes, code, select);
}

/** The full live quote (day, minute and previous-day blocks) of a product whose detail is subscribed. */
export function useLiveDetail(code: string | null | undefined): TickerInfo | undefined {
  return useKeyedValue(liveDetails, code);
}
