import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { settingsKeys } from './query-keys';

export interface PlatformCurrency {
  id: number;
  currencyName: string;
  currencyType: number | string;
  /** Slash-separated address types, e.g. `TRC20/ERC20`. */
  walletAddressType: string | null;
}

export interface PlatformCurrencies {
  list: PlatformCurrency[];
  /** The lookup by id of spec point 3. */
  byId: Map<number, PlatformCurrency>;
}

export async function getPlatformCurrencies(): Promise<PlatformCurrencies> {
  const { rows } = rowsOf<PlatformCurrency>(await apiGet('/api/platformCurrency/list'));
  return { list: rows, byId: new Map(rows.map((c) => [c.id, c])) };
}

export const platformCurrenciesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.platformCurrencies(), queryFn: getPlatformCurrencies, staleTime: 5 * 60_000 });

export const usePlatformCurrencies = () => useQuery(platformCurrenciesQueryOptions());

/** The address types of a currency's `walletAddressType` (`'TRC20/ERC20'` → `['TRC20', 'ERC20']`). */
export function addressTypes(currency: PlatformCurrency): string[] {
  return (currency.walletAddressType ?? '').split('/').map((s) => s.trim()).filter(Boolean);
}
