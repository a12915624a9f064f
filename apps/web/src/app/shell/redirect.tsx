import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentRoutePath } from '@/lib/navigation';

/**
 * A redirect (the address replaced, as `<Navigate replace>`) that gives way to a newer
 * address. It runs after the page that decided it has been drawn; if the address changed
 * in between (the app opened at `/` and a link or a typed address followed before the first
 * page was drawn), the redirect decided for the old address is dropped, so it never takes
 * the customer away from the page they asked for.
 */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const from = location.pathname.replace(/^\/+/, '');
  // The state as text, so a new but equal object does not run the redirect again.
  const stateText = state === undefined ? undefined : JSON.stringify(state);
  useEffect(() => {
    if (currentRoutePath() !== from) return;
    void navigate(to, { replace: true, state: stateText === undefined ? undefined : (JSON.parse(stateText) as unknown) });
  }, [navigate, from, to, stateText, location.key]);
  return null;
}
