import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadStatusProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The list load status of spec point 4: "load more" (a button, also pressed when it scrolls
 * into view), "loading" or "no more".
 */
export function LoadStatus({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadStatusProps) {
  const { t } = useTranslation('funds');
  const ref = useRef<HTMLDivElement>(null);
  const status = isFetchingNextPage ? 'loading' : hasNextPage ? 'more' : 'none';

  useEffect(() => {
    const el = ref.current;
    if (!el || status !== 'more' || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [status, fetchNextPage]);

  return (
    <div ref={ref} className="funds-footer" data-testid="load-status" data-status={status} aria-live="polite">
      {status === 'more' ? (
        <button type="button" onClick={() => fetchNextPage()}>
          {t('list.load-more')}
        </button>
      ) : status === 'loading' ? (
        t('list.loading')
      ) : (
        t('list.no-more')
      )}
    </div>
  );
}
