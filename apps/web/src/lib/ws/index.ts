import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { apiBaseUrl, lineStore } from '@/lib/api/lines';
import { QuoteSocket, type KlineListener, type SocketState } from './quote-socket';

export { applyTickers, liveQuotes, primeQuotes, useLiveDetail, useLiveQuote, useLiveQuoteField, type LiveQuote } from './quote-store';
export { QuoteSocket, type KlineListener, type SocketState, type SocketStatus } from './quote-socket';
export type { Candle, QuoteBlock, TickerInfo, TickerItem, MarketSourceName } from './types';

/** The stream lives on the chosen API line: `ws(s)://<line or serving origin>/ws`. */
export function quoteStreamUrl(): string {
  const base = apiBaseUrl() || window.location.origin;
  return `${base.replace(/^http/, 'ws')}/ws`;
}

/** The app's one quote stream connection. */
export const quoteSocket = new QuoteSocket({ url: quoteStreamUrl });

// Another line means another server: connect there.
let lineUrl = typeof window === 'undefined' ? '' : apiBaseUrl();
lineStore.subscribe(() => {
  const next = apiBaseUrl();
  if (next === lineUrl) return;
  lineUrl = next;
  quoteSocket.reconnect();
});

// The browser knows first when the network goes: prices stop at once, and so should the
// connection, so the screens show that they are behind.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => quoteSocket.networkLost());
  window.addEventListener('online', () => quoteSocket.networkBack());
}

/** Streams the tickers of `codes` while the calling view is mounted (and the codes stay the same). */
export function useTickerStream(codes: readonly string[]): void {
  const key = codes.join('\n');
  useEffect(() => {
    if (!key) return;
    return quoteSocket.subscribeTickers(key.split('\n'));
  }, [key]);
}

/** Streams the full quote of `code` (read it with `useLiveDetail`) while mounted. */
export function useDetailStream(code: string | null | undefined): void {
  useEffect(() => {
    if (!code) return;
    return quoteSocket.subscribeDetail(code);
  }, [code]);
}

/** Calls `listener` with live candles of a chart while mounted; the latest listener is always used. */
export function useKlineStream(code: string | null | undefined, interval: number, listener: KlineListener): void {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => {
    if (!code) return;
    return quoteSocket.subscribeKline(code, interval, (candles, snapshot) => ref.current(candles, snapshot));
  }, [code, interval]);
}

export function useSocketState<T>(select: (s: SocketState) => T): T {
  return useStore(quoteSocket.state, select);
}
