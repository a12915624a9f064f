import { useEffect } from 'react';
import { useDetailStream } from '@/lib/ws';
import { isProductGone, useProductDetail } from '../api/get-product-detail';
import { ChosenProductFallback } from '../components/chosen-product-fallback';
import { KlinePanel } from '../components/kline-panel';
import { QuoteHeadline } from '../components/quote-headline';
import { useChosenProduct } from '../hooks/use-chosen-product';
import { useLocale } from '../hooks/use-locale';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { displayCode, productName } from '../lib/product-name';
import { forgetStoredProduct } from '../stores/current-product';
import '../components/quotes.css';

/** `pages/quoteDetail/klinePage`: the chosen product's K-line, as large as the screen allows. */
export default function KlinePage() {
  const locale = useLocale();
  const { product: chosen, loading, failed, retry } = useChosenProduct();
  const code = chosen?.productCode ?? null;
  const detail = useProductDetail(code);
  const gone = isProductGone(detail.error);
  useDetailStream(gone ? null : code);
  useEffect(() => {
    if (gone && code) forgetStoredProduct(code);
  }, [gone, code]);
  useRetryWhenOnline(failed, retry);

  if (!chosen || gone) {
    return <ChosenProductFallback state={gone ? 'gone' : loading ? 'loading' : failed ? 'failed' : 'none'} onRetry={retry} />;
  }
  const info = detail.data?.tickerInfo ?? null;
  const height = Math.max(320, Math.min(560, window.innerHeight - 230));
  return (
    <div className="kline-page" data-testid="kline-page" data-code={chosen.productCode}>
      <div className="kline-page__title">
        <strong>{productName(chosen, locale.code)}</strong>
        <span className="quote-detail__code">{displayCode(chosen)}</span>
      </div>
      <QuoteHeadline code={chosen.productCode} fallback={info} precision={chosen.pricePrecision} localeTag={locale.tag} />
      <KlinePanel key={chosen.productCode} productCode={chosen.productCode} precision={chosen.pricePrecision} height={height} />
    </div>
  );
}
