import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { canGoBack, type DetourState } from '@/lib/navigation';

/** A route of this app (`pages/...`) given in `?redirect=`, never an outside address. */
function safeRoute(raw: string | null): string | null {
  return raw && /^pages\/[\w/-]+(\?[\w=&%.-]*)?$/.test(raw) ? raw : null;
}

const pathOf = (route: string) => route.split('?')[0];

/**
 * Where a form goes once done: the `redirect` route it was opened with (a withdrawal that
 * needed a card, an address or a payment password first), else `fallback`. Opened as a
 * detour from that page (`detourState`), it goes back to the page's own history entry, so
 * that the history holds the page once; otherwise it replaces the form with the page. Either
 * way Back does not reopen the form.
 */
export function useReturnTo(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = safeRoute(params.get('redirect')) ?? fallback;
  const from = (location.state as Partial<DetourState> | null)?.from;
  const backIsTarget = typeof from === 'string' && pathOf(from) === pathOf(target);
  return useCallback(() => {
    if (backIsTarget && canGoBack()) void navigate(-1);
    else void navigate(`/${target}`, { replace: true });
  }, [navigate, target, backIsTarget]);
}

/** `path?redirect=<here>` for a detour that should come back to the current route. */
export function withReturn(path: string, here: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here)}`;
}
