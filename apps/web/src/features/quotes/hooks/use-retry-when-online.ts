import { useEffect, useRef } from 'react';

/**
 * Asks again for what failed when the browser is back online, so a screen that failed offline
 * fills itself without a tap on its retry button.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => retryRef.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
