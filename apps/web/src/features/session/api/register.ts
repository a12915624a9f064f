import { useMutation } from '@tanstack/react-query';
import { apiPost, dataOf } from '@/lib/api';
import { sessionFeatureKeys } from './query-keys';
import { beginSession, type SignInResult } from './sign-in-result';

export interface RegisterInput {
  account: string;
  code: string;
  password: string;
  inviteCode?: string;
}

/**
 * `POST /api/auth/register`: creates the account and signs in. Resolves false when nothing was
 * created. Failures toast (spec point 8) and reject; the form also keeps them on screen.
 */
export async function register(input: RegisterInput): Promise<boolean> {
  const body = { account: input.account, code: input.code, password: input.password, inviteCode: input.inviteCode || undefined };
  const result = dataOf(await apiPost<SignInResult>('/api/auth/register', body, { catch: true }));
  if (!result?.token) return false;
  beginSession(input.account, result);
  return true;
}

export const useRegister = () => useMutation({ mutationKey: sessionFeatureKeys.register(), mutationFn: register });
