import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { footerStatus } from '../lib/load-view';

interface LoadStatusProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last request for the next page failed. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The list load status of spec point 4: "load more" (a button, also pressed when it scrolls
 * into view), "loading" or "no more". A next page that failed shows the error with a retry
 * and is asked for again only when the customer retries.
 */
export function LoadStatus({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: LoadStatusProps) {
  const { t } = useTranslation('funds');
  const ref = useRef<HTMLDivElement>(null);
  const status = footerStatus({ hasNextPage, isFetchingNextPage, isFetchNextPageError });

  useEffect(() => {
    const el = ref.current;
    if (!el || status !== 'more' || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [status, fetchNextPage]);

  if (status === 'error') {
    return (
      <div ref={ref} data-testid="load-status" data-status={status}>
        <LoadError inline onRetry={() => void fetchNextPage()} testId="load-more-error" />
      </div>
    );
  }

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
