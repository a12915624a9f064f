import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { settingsPageKeys } from './query-keys';

/** A line that has not answered its health check within this time counts as unreachable. */
export const LATENCY_TIMEOUT_MS = 5_000;

/** Milliseconds for `GET <line>/api/health` to answer, or null when the line is unreachable. */
export async function measureLineLatency(url: string): Promise<number | null> {
  const started = performance.now();
  try {
    await request('/api/health', { baseUrl: url, quiet: true, timeoutMs: LATENCY_TIMEOUT_MS });
    return Math.max(1, Math.round(performance.now() - started));
  } catch {
    return null;
  }
}

export const lineLatencyQueryOptions = (url: string) =>
  queryOptions({ queryKey: settingsPageKeys.lineLatency(url), queryFn: () => measureLineLatency(url), staleTime: 0, gcTime: 0 });
