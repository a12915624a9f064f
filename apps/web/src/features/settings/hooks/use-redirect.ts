import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '@/lib/navigation';

/**
 * The `redirect` route parameter of the line chooser and the network-error page: where to
 * go once the server answers (home-f when absent). Only in-app routes are accepted.
 */
export function useRedirect(): { redirect: string; goOn: () => void } {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('redirect') ?? '';
  const redirect = /^[A-Za-z0-9]/.test(raw) && !raw.includes('//') ? raw : '';
  const goOn = useCallback(() => {
    void navigate(`/${redirect || HOME_PATH}`, { replace: true });
  }, [navigate, redirect]);
  return { redirect, goOn };
}
