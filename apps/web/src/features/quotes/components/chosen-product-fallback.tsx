import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import type { ShownProduct } from '../lib/shown-product';
import { LoadStatusLine } from './load-status';

/**
 * What the trade tab and the chart page show instead of a product: while the product is being
 * found, when it could not be (a retry), when none is chosen, or when the server does not know
 * it (the way to the markets; the code is named when the address asked for it).
 */
export function ChosenProductFallback({ shown, onRetry }: { shown: Exclude<ShownProduct, { state: 'product' }>; onRetry: () => void }) {
  const { t } = useTranslation('quotes');
  if (shown.state === 'loading') return <LoadStatusLine status="loading" />;
  if (shown.state === 'failed') return <LoadError onRetry={onRetry} testId="quote-detail-error" />;
  const gone = shown.state === 'gone';
  return (
    <div className="quotes-empty" data-testid={gone ? 'quote-detail-gone' : 'quote-detail-none'}>
      {/* The code is isolated so that it reads left to right inside a right-to-left sentence. */}
      <p>{!gone ? t('detail.none') : shown.code ? t('detail.gone-code', { code: `\u2068${shown.code}\u2069` }) : t('detail.gone')}</p>
      <Link to="/pages/tabs/quotes/quotes" replace className="quotes-empty__link">
        {t('favourite.browse')}
      </Link>
    </div>
  );
}
