import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { LoadStatusLine } from './load-status';

/**
 * What the trade tab and the chart page show instead of a product: while the first product is
 * being found, when it could not be (a retry), when none is chosen, or when the chosen one no
 * longer exists (the way to the markets).
 */
export function ChosenProductFallback({ state, onRetry }: { state: 'loading' | 'failed' | 'none' | 'gone'; onRetry: () => void }) {
  const { t } = useTranslation('quotes');
  if (state === 'loading') return <LoadStatusLine status="loading" />;
  if (state === 'failed') return <LoadError onRetry={onRetry} testId="quote-detail-error" />;
  return (
    <div className="quotes-empty" data-testid={state === 'gone' ? 'quote-detail-gone' : 'quote-detail-none'}>
      <p>{state === 'gone' ? t('detail.gone') : t('detail.none')}</p>
      <Link to="/pages/tabs/quotes/quotes" replace className="quotes-empty__link">
        {t('favourite.browse')}
      </Link>
    </div>
  );
}
