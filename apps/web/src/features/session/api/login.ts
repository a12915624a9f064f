import { useMutation } from '@tanstack/react-query';
import { apiPost, dataOf } from '@/lib/api';
import { sessionFeatureKeys } from './query-keys';
import { beginSession, type SignInResult } from './sign-in-result';

export interface LoginInput {
  account: string;
  password: string;
}

/**
 * `POST /api/auth/login`; on success the session is stored. Resolves false when nothing was
 * signed in. Failures toast (spec point 8) and reject; the form also keeps them on screen.
 */
export async function login(input: LoginInput): Promise<boolean> {
  const result = dataOf(await apiPost<SignInResult>('/api/auth/login', { ...input }, { catch: true }));
  if (!result?.token) return false;
  beginSession(input.account, result);
  return true;
}

export const useLogin = () => useMutation({ mutationKey: sessionFeatureKeys.login(), mutationFn: login });
