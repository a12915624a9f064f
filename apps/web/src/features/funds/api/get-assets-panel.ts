import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { AssetsPanel } from './types';
import { FRESH_ON_RETURN } from '@/lib/query-client';

/** `GET /api/userInfo/personCenterPanelData`: totals in USDT. */
export async function getAssetsPanel(): Promise<AssetsPanel | null> {
  return dataOf(await apiGet<AssetsPanel>('/api/userInfo/personCenterPanelData'));
}

export const assetsPanelQueryOptions = () => queryOptions({ queryKey: fundsKeys.panel(), queryFn: getAssetsPanel, staleTime: 5_000, ...FRESH_ON_RETURN });

export const useAssetsPanel = () => useQuery(assetsPanelQueryOptions());
