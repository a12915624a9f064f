import { apiGet, rowsOf } from '@/lib/api';
import type { Candle } from '@/lib/ws';

/** Candles the chart asks for at a time; older ones are paged in when the user scrolls back. */
export const KLINE_PAGE = 1000;

export interface KlineRequest {
  productCode: string;
  /** Candle duration in seconds: 1, 60, 3600 or 86400. */
  interval: number;
  /** Only candles starting before this time (epoch ms): pages back in time. */
  to?: number;
  limit?: number;
}

/** Latest candles asked for ahead of the chart (`prefetchKlines`), by product and duration. */
const early = new Map<string, { at: number; answer: Promise<Candle[]> }>();
/** How long an early answer waits for its chart: past that it is asked again. */
const EARLY_TTL_MS = 5_000;
const earlyKey = (productCode: string, interval: number) => `${productCode}|${interval}`;

/**
 * Starts the request for a product's latest candles while the chart's code is still on its
 * way (a lazy chunk of about 50 kB): the chart's own request (`getKlines`, without `to`) takes
 * this answer instead of starting only once its code has arrived.
 */
export function prefetchKlines(productCode: string, interval: number): void {
  const key = earlyKey(productCode, interval);
  const held = early.get(key);
  if (held && performance.now() - held.at < EARLY_TTL_MS) return;
  const answer = fetchKlines({ productCode, interval });
  // A failure is told when the chart takes the answer (or never, if no chart does).
  answer.catch(() => {});
  early.set(key, { at: performance.now(), answer });
}

/** `GET /api/kline/list`: candles oldest first, the last one still open. */
export async function getKlines(req: KlineRequest, signal?: AbortSignal): Promise<Candle[]> {
  if (req.to === undefined && req.limit === undefined) {
    const key = earlyKey(req.productCode, req.interval);
    const held = early.get(key);
    early.delete(key);
    if (held && performance.now() - held.at < EARLY_TTL_MS) return held.answer;
  }
  return fetchKlines(req, signal);
}

async function fetchKlines(req: KlineRequest, signal?: AbortSignal): Promise<Candle[]> {
  const params: Record<string, unknown> = { productCode: req.productCode, interval: req.interval, limit: req.limit ?? KLINE_PAGE };
  if (req.to !== undefined) params.to = req.to;
  return rowsOf<Candle>(await apiGet('/api/kline/list', params, { quiet: req.to !== undefined, signal })).rows;
}
