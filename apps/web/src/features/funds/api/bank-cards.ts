import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, dataOf, rowsOf } from '@/lib/api';
import { fundsKeys } from './query-keys';
import type { Bank, BankCard } from './types';

/** `GET /api/bankPropertyConfig/list?configType=0`: the banks a card may belong to. */
export async function getBanks(): Promise<Bank[]> {
  return rowsOf<Bank>(await apiGet('/api/bankPropertyConfig/list', { configType: 0 })).rows;
}

export const banksQueryOptions = () => queryOptions({ queryKey: fundsKeys.banks(), queryFn: getBanks, staleTime: 10 * 60_000 });
export const useBanks = () => useQuery(banksQueryOptions());

/** `GET /api/userBankCard/list`: the customer's cards (numbers masked unless `bank_card_full`). */
export async function getBankCards(): Promise<BankCard[]> {
  return rowsOf<BankCard>(await apiGet('/api/userBankCard/list')).rows;
}

export const bankCardsQueryOptions = () => queryOptions({ queryKey: fundsKeys.bankCards(), queryFn: getBankCards });
export const useBankCards = () => useQuery(bankCardsQueryOptions());

export interface AddBankCardInput {
  bankId: number;
  holderName: string;
  cardNumber: string;
  branch: string;
}

/** `POST /api/userBankCard/add`. */
export async function addBankCard(input: AddBankCardInput): Promise<BankCard | null> {
  return dataOf(await apiPost<BankCard>('/api/userBankCard/add', { ...input }));
}

/** `POST /api/userBankCard/delete`. */
export async function deleteBankCard(id: number): Promise<void> {
  await apiPost('/api/userBankCard/delete', { id });
}

export function useAddBankCard() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: fundsKeys.bankCards() });
  // Refreshed after a failure too: a card saved whose answer was lost is then listed.
  return useMutation({ mutationFn: addBankCard, onSuccess: refresh, onError: () => void refresh() });
}

export function useDeleteBankCard() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: fundsKeys.bankCards() });
  return useMutation({ mutationFn: deleteBankCard, onSuccess: refresh, onError: () => void refresh() });
}
