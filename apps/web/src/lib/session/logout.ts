import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { goTo, LOGIN_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { endSession } from './session-store';

/** Prefixes of this tab's sessionStorage entries that belong to the signed-in customer. */
export const SIGN_OUT_CLEARS = ['funds:withdrawDraft:', 'funds:intent:'];

function clearTabState(store: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage): void {
  try {
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k && SIGN_OUT_CLEARS.some((p) => k.startsWith(p))) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/**
 * Ends the session on the server, then forgets it here whatever the server said, with what
 * this tab kept for the customer (`SIGN_OUT_CLEARS`: unfinished forms, pending intents), and
 * opens login.
 */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/auth/logout', {}, { quiet: true });
  } finally {
    endSession();
    queryClient.clear();
    clearTabState();
    goTo(LOGIN_PATH, { replace: true });
  }
}

export const useLogout = () => useMutation({ mutationFn: logout });
