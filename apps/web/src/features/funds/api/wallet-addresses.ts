import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, dataOf, rowsOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { WalletAddress } from './types';

/** `GET /api/userWalletAddress/list`: every saved address (masked unless `wallet_address_full`). */
export async function getWalletAddresses(): Promise<WalletAddress[]> {
  return rowsOf<WalletAddress>(await apiGet('/api/userWalletAddress/list')).rows;
}

export const walletAddressesQueryOptions = () => queryOptions({ queryKey: fundsKeys.walletAddresses(), queryFn: getWalletAddresses });
export const useWalletAddresses = () => useQuery(walletAddressesQueryOptions());

export interface AddWalletAddressInput {
  currencyId: number;
  network: string;
  address: string;
  label: string;
}

/** `POST /api/userWalletAddress/add`. */
export async function addWalletAddress(input: AddWalletAddressInput): Promise<WalletAddress | null> {
  return dataOf(await apiPost<WalletAddress>('/api/userWalletAddress/add', { ...input }));
}

/** `POST /api/userWalletAddress/delete`. */
export async function deleteWalletAddress(id: number): Promise<void> {
  await apiPost('/api/userWalletAddress/delete', { id });
}

export function useAddWalletAddress() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: fundsKeys.walletAddresses() });
  // Refreshed after a failure too: an address saved whose answer was lost is then listed.
  return useMutation({ mutationFn: addWalletAddress, onSuccess: refresh, onError: () => void refresh() });
}

export function useDeleteWalletAddress() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: fundsKeys.walletAddresses() });
  return useMutation({ mutationFn: deleteWalletAddress, onSuccess: refresh, onError: () => void refresh() });
}
