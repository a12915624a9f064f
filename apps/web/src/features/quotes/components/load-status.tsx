import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import type { LoadStatus } from '../lib/list-status';

export type { LoadStatus } from '../lib/list-status';

/** The foot of an infinite list: a "load more" button, a loading line, "no more", or an error with a retry. */
export function LoadStatusLine({ status, onLoadMore }: { status: LoadStatus; onLoadMore?: () => void }) {
  const { t } = useTranslation('quotes');
  if (status === 'error') {
    return (
      <div className="load-status load-status--error" data-testid="quotes-load-status" data-status={status}>
        <LoadError inline onRetry={() => onLoadMore?.()} testId="quotes-load-error" />
      </div>
    );
  }
  return (
    <div className="load-status" data-testid="quotes-load-status" data-status={status} role="status">
      {status === 'more' ? (
        <button type="button" className="load-status__more" onClick={onLoadMore}>
          {t('list.load-more')}
        </button>
      ) : status === 'loading' ? (
        <>
          <span className="load-status__spinner" aria-hidden="true" />
          {t('list.loading')}
        </>
      ) : (
        t('list.no-more')
      )}
    </div>
  );
}
