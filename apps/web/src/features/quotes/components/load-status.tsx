import { useTranslation } from 'react-i18next';

/** Spec point 4: a list is in one of three load states. */
export type LoadStatus = 'more' | 'loading' | 'none';

/** The foot of an infinite list: a "load more" button, a loading line, or "no more". */
export function LoadStatusLine({ status, onLoadMore }: { status: LoadStatus; onLoadMore?: () => void }) {
  const { t } = useTranslation('quotes');
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
