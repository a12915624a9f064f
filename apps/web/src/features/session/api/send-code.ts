import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { sessionFeatureKeys } from './query-keys';

export type CodeScene = 'register' | 'login' | 'reset';

/** `POST /api/auth/sendCode`: sends a 6-digit code to the phone or email. Failures toast and reject; the form also shows them. */
export async function sendCode(input: { account: string; scene: CodeScene }): Promise<void> {
  await apiPost('/api/auth/sendCode', { ...input }, { catch: true });
}

export const useSendCode = () => useMutation({ mutationKey: sessionFeatureKeys.sendCode(), mutationFn: sendCode });
