import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { homeKeys } from './query-keys';

/** `GET /api/userInfo/personCenterPanelData`: decimal strings in the account currency. */
export interface AssetsPanel {
  allMarginAmount: string;
  profitAndLose: string;
  profitAndLoseToday: string;
  userBalanceConvert: string;
}

/** The panel, or null while the server does not offer it. */
export async function getAssetsPanel(): Promise<AssetsPanel | null> {
  return dataOf(await apiGet<AssetsPanel>('/api/userInfo/personCenterPanelData'));
}

export const assetsPanelQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.assetsPanel(), queryFn: getAssetsPanel, staleTime: 10_000 });

export const useAssetsPanel = () => useQuery(assetsPanelQueryOptions());
