import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, dataOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

/** `/api/currencyExchangeRate/getExchangeInfo`: rates as decimal strings. */
export type ExchangeInfo = Record<string, unknown>;

export async function getExchangeInfo(): Promise<ExchangeInfo | null> {
  return dataOf(await apiGet<ExchangeInfo>('/api/currencyExchangeRate/getExchangeInfo'));
}

export const exchangeInfoQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.exchangeInfo(), queryFn: getExchangeInfo, staleTime: 60_000 });

export const useExchangeInfo = () => useQuery(exchangeInfoQueryOptions());
