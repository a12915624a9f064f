import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { goTo, LOGIN_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { removeByPrefix } from '@/lib/storage';
import { forgetCustomerObjectUrls } from './object-urls';
import { endSession } from './session-store';

/** Prefixes of this tab's sessionStorage entries that belong to the signed-in customer. */
export const SIGN_OUT_CLEARS = ['funds:withdrawDraft:', 'funds:intent:'];

/**
 * Ends the session on the server, then forgets it here whatever the server said, with what
 * this tab kept for the customer (`SIGN_OUT_CLEARS`: unfinished forms, pending intents; the
 * object URLs of their files), and opens login.
 */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', {}, { quiet: true });
  } finally {
    endSession();
    queryClient.clear();
    forgetCustomerObjectUrls();
    removeByPrefix(SIGN_OUT_CLEARS);
    goTo(LOGIN_PATH, { replace: true });
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
