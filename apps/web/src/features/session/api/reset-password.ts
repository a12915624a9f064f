import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { sessionFeatureKeys } from './query-keys';

export interface ResetPasswordInput {
  account: string;
  code: string;
  newPassword: string;
}

/**
 * `POST /api/auth/resetPassword`: sets a new login password with a code sent to the account
 * (scene `reset`); every session of the account ends. Failures toast and reject.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiPost('/api/auth/resetPassword', { ...input }, { catch: true });
}

export const useResetPassword = () => useMutation({ mutationKey: sessionFeatureKeys.resetPassword(), mutationFn: resetPassword });
