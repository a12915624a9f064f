import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { goTo, LOGIN_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { endSession } from './session-store';

/** Ends the session on the server, then forgets it here whatever the server said, and opens login. */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', {}, { quiet: true });
  } finally {
    endSession();
    queryClient.clear();
    goTo(LOGIN_PATH, { replace: true });
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
