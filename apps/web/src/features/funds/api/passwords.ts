import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, dataOf } from '@/lib/api';
import { sessionKeys } from '@/lib/session';
import { fundsKeys } from './query-keys';

export interface PayPasswordStatus {
  isSet: boolean;
  /** Minutes the payment password stays locked after wrong answers; 0 when it is not. */
  lockedMinutes: number;
}

/** `GET /api/userInfo/isSetWithPwd`: whether a payment password is set, and whether it is locked. */
export async function getPayPasswordStatus(): Promise<PayPasswordStatus> {
  const data = dataOf(await apiGet<{ isSetWithPwd: boolean; payPasswordLockedMinutes?: number }>('/api/userInfo/isSetWithPwd'));
  const minutes = data?.payPasswordLockedMinutes;
  return { isSet: data?.isSetWithPwd === true, lockedMinutes: typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : 0 };
}

export const payPasswordStatusQueryOptions = () => queryOptions({ queryKey: fundsKeys.payPasswordSet(), queryFn: getPayPasswordStatus, staleTime: 0 });
export const usePayPasswordStatus = () => useQuery(payPasswordStatusQueryOptions());
export const usePayPasswordSet = () => useQuery({ ...payPasswordStatusQueryOptions(), select: (s: PayPasswordStatus) => s.isSet });

/** `POST /api/userInfo/setPayPassword`: sets or replaces the 6-digit payment password. */
export async function setPayPassword(input: { payPassword: string; loginPassword: string }): Promise<void> {
  await apiPost('/api/userInfo/setPayPassword', input);
}

/** `POST /api/userInfo/changePassword`: the login password; other sessions are signed out. */
export async function changeLoginPassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
  await apiPost('/api/userInfo/changePassword', input);
}

export function useSetPayPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setPayPassword,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: fundsKeys.payPasswordSet() }), qc.invalidateQueries({ queryKey: sessionKeys.userInfo() })]),
  });
}

export function useChangeLoginPassword() {
  return useMutation({ mutationFn: changeLoginPassword });
}
