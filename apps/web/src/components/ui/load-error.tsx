import { useTranslation } from 'react-i18next';
import { IconCloudOff } from './icons';
import './placeholders.css';

interface LoadErrorProps {
  /** Asks again (a query's `refetch`, or `fetchNextPage` for a page that failed). */
  onRetry: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** A line inside a list (a page that failed after others loaded) instead of a block. */
  inline?: boolean;
  testId?: string;
}

/**
 * What a screen shows when its data could not be loaded: never an empty state, which would
 * tell the customer they have no cards, orders or products when the request only failed.
 * Retrying is up to the customer, so a failing request is not repeated by itself.
 */
export function LoadError({ onRetry, retrying = false, inline = false, testId = 'load-error' }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <section className={inline ? 'placeholder placeholder--inline' : 'placeholder'} role="alert" data-testid={testId}>
      {!inline && <IconCloudOff size={40} className="placeholder__icon" />}
      <p className="placeholder__text">{t('load.failed')}</p>
      <button type="button" className="placeholder__button" onClick={onRetry} disabled={retrying} data-testid={`${testId}-retry`}>
        {retrying ? t('placeholder.loading') : t('load.retry')}
      </button>
    </section>
  );
}
