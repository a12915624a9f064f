import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import { FRESH_ON_RETURN } from '@/lib/query-client';

/** One spot holding (`/api/userBibiAssets/list`): a currency with a spot product, valued in USDT. */
export interface SpotAsset {
  productCode: string;
  currencyId: number;
  currencyName: string;
  bibiAmount: string;
  available: string;
  frozen: string;
  /** null while the currency has no live price. */
  usdtValue: string | null;
}

export async function getSpotAssets(): Promise<SpotAsset[]> {
  return rowsOf<SpotAsset>(await apiGet('/api/userBibiAssets/list')).rows;
}

export const spotAssetsQueryOptions = () => queryOptions({ queryKey: fundsKeys.spotAssets(), queryFn: getSpotAssets, staleTime: 10_000, ...FRESH_ON_RETURN });

export const useSpotAssets = (enabled = true) => useQuery({ ...spotAssetsQueryOptions(), enabled });
