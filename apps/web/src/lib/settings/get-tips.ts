import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** A tips-set row (spec point 3): `contentLang` holds the text per locale code. */
export interface TipRow {
  remark?: string;
  contentLang?: Record<string, string> | string;
  contentVisibleFlag?: number | boolean | string;
  [key: string]: unknown;
}

export async function getTips(): Promise<TipRow[]> {
  return rowsOf<TipRow>(await apiGet('/api/tipsSet/list')).rows;
}

export const tipsQueryOptions = () => queryOptions({ queryKey: settingsKeys.tips(), queryFn: getTips, staleTime: 5 * 60_000 });

export const useTips = () => useQuery(tipsQueryOptions());
