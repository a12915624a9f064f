import { useDetailStream } from '@/lib/ws';
import { ChosenProductFallback } from '../components/chosen-product-fallback';
import { KlinePanel } from '../components/kline-panel';
import { QuoteHeadline } from '../components/quote-headline';
import { StreamStatus } from '../components/stream-status';
import { useLocale } from '../hooks/use-locale';
import { useShownProduct } from '../hooks/use-shown-product';
import { klineHeight, useWindowHeight } from '../hooks/use-window-height';
import { displayCode, productName } from '../lib/product-name';
import '../components/quotes.css';

/**
 * `pages/quoteDetail/klinePage`: the K-line of the address's product (`?code=`), else of the
 * chosen product, as large as the screen allows (and again when the phone is turned).
 */
export default function KlinePage() {
  const locale = useLocale();
  const { shown, detail, retry } = useShownProduct();
  const height = klineHeight(useWindowHeight());
  useDetailStream(shown.state === 'product' ? shown.product.productCode : null);

  if (shown.state !== 'product') return <ChosenProductFallback shown={shown} onRetry={retry} />;
  const { product } = shown;
  const info = detail.data?.tickerInfo ?? null;
  return (
    <div className="kline-page" data-testid="kline-page" data-code={product.productCode}>
      <div className="kline-page__title">
        <strong>{productName(product, locale.code)}</strong>
        <span className="quote-detail__code">{displayCode(product)}</span>
      </div>
      {/* As on the detail: says when prices stop being live (offline, the server restarting). */}
      <StreamStatus />
      <QuoteHeadline code={product.productCode} fallback={info} precision={product.pricePrecision} localeTag={locale.tag} />
      <KlinePanel key={product.productCode} productCode={product.productCode} precision={product.pricePrecision} height={height} />
    </div>
  );
}
