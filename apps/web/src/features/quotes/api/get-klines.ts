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

/** `GET /api/kline/list`: candles oldest first, the last one still open. */
export async function getKlines(req: KlineRequest, signal?: AbortSignal): Promise<Candle[]> {
  const params: Record<string, unknown> = { productCode: req.productCode, interval: req.interval, limit: req.limit ?? KLINE_PAGE };
  if (req.to !== undefined) params.to = req.to;
  return rowsOf<Candle>(await apiGet('/api/kline/list', params, { quiet: req.to !== undefined, signal })).rows;
}
