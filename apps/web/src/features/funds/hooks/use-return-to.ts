import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** A route of this app (`pages/...`) given in `?redirect=`, never an outside address. */
function safeRoute(raw: string | null): string | null {
  return raw && /^pages\/[\w/-]+(\?[\w=&%.-]*)?$/.test(raw) ? raw : null;
}

/**
 * Where a form goes once done: the `redirect` route it was opened with (a withdrawal that
 * needed a card, an address or a payment password first), else `fallback`. Replaces the
 * form in the history, so Back does not reopen it.
 */
export function useReturnTo(fallback: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRoute(params.get('redirect')) ?? fallback;
  return useCallback(() => void navigate(`/${target}`, { replace: true }), [navigate, target]);
}

/** `path?redirect=<here>` for a detour that should come back to the current route. */
export function withReturn(path: string, here: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here)}`;
}
