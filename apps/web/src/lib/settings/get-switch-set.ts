import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, rowsOf } from '@/lib/api';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';
import { settingsKeys } from './query-keys';

export interface SwitchRow {
  switchName: string;
  status: number | string | boolean;
}

/** A switch is on when its status is 1 / '1' / true. */
export function isSwitchOn(row: SwitchRow | undefined): boolean {
  return row !== undefined && (row.status === true || Number(row.status) === 1);
}

export async function getSwitchSet(): Promise<SwitchRow[]> {
  const { rows } = rowsOf<SwitchRow>(await apiGet('/api/switchSet/list'));
  writeStored(STORAGE_KEYS.switchSet, rows);
  return rows;
}

export const switchSetQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.switchSet(),
    queryFn: getSwitchSet,
    staleTime: 5 * 60_000,
    placeholderData: () => readStored<SwitchRow[] | undefined>(STORAGE_KEYS.switchSet, undefined),
  });

export const useSwitchSet = () => useQuery(switchSetQueryOptions());

/** Display switches of spec point 3 (`amount_plain`, `bank_card_full`, `wallet_address_full`). */
export interface DisplaySwitches {
  /** Amounts without thousands separators. */
  amountPlain: boolean;
  /** Bank card numbers unmasked. */
  bankCardFull: boolean;
  /** Wallet addresses unmasked. */
  walletAddressFull: boolean;
}

export function useDisplaySwitches(): DisplaySwitches {
  const { data = [] } = useSwitchSet();
  const on = (name: string) => isSwitchOn(data.find((r) => r.switchName === name));
  return { amountPlain: on('amount_plain'), bankCardFull: on('bank_card_full'), walletAddressFull: on('wallet_address_full') };
}
