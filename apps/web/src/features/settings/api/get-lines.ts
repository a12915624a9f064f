import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isTransportFailure, lineStore, rememberLines, rowsOf, type Line } from '@/lib/api';
import { settingsPageKeys } from './query-keys';

async function fetchLines(baseUrl?: string): Promise<Line[]> {
  return rowsOf<Line>(await apiGet('/api/lines/list', undefined, { baseUrl, quiet: true })).rows;
}

/**
 * `GET /api/lines/list` from the chosen line, else from the serving origin, else the list
 * stored the last time: the chooser must work exactly when a line is down.
 */
export async function getLines(): Promise<Line[]> {
  let lines: Line[] = [];
  try {
    lines = await fetchLines();
  } catch (e) {
    if (!isTransportFailure(e)) throw e;
    try {
      lines = await fetchLines('');
    } catch (again) {
      if (!isTransportFailure(again)) throw again;
    }
  }
  if (lines.length > 0) {
    rememberLines(lines);
    return lines;
  }
  const stored = lineStore.getState().lines;
  return stored.length > 0 ? stored : [{ index: 0, name: window.location.host, url: '' }];
}

export const linesQueryOptions = () => queryOptions({ queryKey: settingsPageKeys.lines(), queryFn: getLines, staleTime: 0 });

export const useLines = () => useQuery(linesQueryOptions());
