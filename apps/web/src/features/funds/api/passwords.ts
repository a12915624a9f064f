import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, dataOf } from '@/lib/api';
import { sessionKeys } from '@/lib/session';
import { fundsKeys } from './query-keys';

/** `GET /api/userInfo/isSetWithPwd`: whether a payment password is set. */
export async function getPayPasswordSet(): Promise<boolean> {
  return dataOf(await apiGet<{ isSetWithPwd: boolean }>('/api/userInfo/isSetWithPwd'))?.isSetWithPwd === true;
}

export const payPasswordSetQueryOptions = () => queryOptions({ queryKey: fundsKeys.payPasswordSet(), queryFn: getPayPasswordSet, staleTime: 0 });
export const usePayPasswordSet = () => useQuery(payPasswordSetQueryOptions());

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
