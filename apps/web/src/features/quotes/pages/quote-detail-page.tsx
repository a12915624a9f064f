import { PRODUCT_TYPE_LABEL } from '@app/contract/products';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDetailStream } from '@/lib/ws';
import type { Product } from '../api/types';
import { FavouriteButton } from '../components/favourite-button';
import { KlinePanel } from '../components/kline-panel';
import { ChosenProductFallback } from '../components/chosen-product-fallback';
import { ProductIcon } from '../components/product-icon';
import { QuoteHeadline } from '../components/quote-headline';
import { QuoteStats } from '../components/quote-stats';
import { StreamStatus } from '../components/stream-status';
import { useFavouriteIds } from '../hooks/use-favourite-ids';
import { useLocale } from '../hooks/use-locale';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { useShownProduct } from '../hooks/use-shown-product';
import { KLINE_PATH, productAddress } from '../lib/product-address';
import { displayCode, marketLabel, productName } from '../lib/product-name';
import '../components/quotes.css';
import { useRowLabels } from '../components/row-labels';

/**
 * `pages/quoteDetail/quoteDetail` (the trade tab): the product of the address (`?code=`), else
 * the chosen product: its live quote, a K-line with the four durations, and the day, minute and
 * previous-day statistics.
 */
export default function QuoteDetailPage() {
  const { t } = useTranslation(['quotes', 'contract']);
  const locale = useLocale();
  const { shown, detail, retry } = useShownProduct();
  useDetailStream(shown.state === 'product' ? shown.product.productCode : null);
  const favourites = useFavouriteIds();
  const labels = useRowLabels();
  // The detail failed while the product is on screen: asked again once back online.
  useRetryWhenOnline(shown.state === 'product' && detail.isError && !detail.isFetching, () => void detail.refetch());

  if (shown.state !== 'product') {
    // The trade tab has no title bar: without a product, its title heads the page for
    // assistive technology (with one, the product's name does).
    return (
      <>
        <h1 className="visually-hidden">{t('routes:title.trade')}</h1>
        <ChosenProductFallback shown={shown} onRetry={retry} />
      </>
    );
  }

  const product: Product = detail.data ?? { ...shown.product, productDesc: '', tickerInfo: null };
  const info = product.tickerInfo;
  const favourite = favourites ? favourites.has(product.productId) : product.isOption === 1;
  const name = productName(product, locale.code);
  const market = marketLabel(product, (type) => t(`contract:${PRODUCT_TYPE_LABEL[type]}`));

  return (
    <div className="quote-detail" data-testid="quote-detail" data-code={product.productCode}>
      <header className="quote-detail__header">
        <ProductIcon src={product.productImg} size={32} />
        <div className="quote-detail__names">
          <h1 className="quote-detail__name" data-testid="quote-detail-name">
            {name}
          </h1>
          <span className="quote-detail__code">
            {displayCode(product)}
            {market ? ` · ${market}` : ''}
          </span>
        </div>
        <FavouriteButton product={product} name={name} favourite={favourite} labels={labels} size={24} testId="quote-detail-fav" />
        <Link to="/pages/tabs/quotes/quotes" className="quote-detail__switch" aria-label={t('detail.switch')} data-testid="quote-detail-switch">
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
          </svg>
        </Link>
      </header>
      <StreamStatus />
      <QuoteHeadline code={product.productCode} fallback={info} precision={product.pricePrecision} localeTag={locale.tag} />
      <KlinePanel key={product.productCode} productCode={product.productCode} precision={product.pricePrecision} height={300} wheelZooms={false} />
      <Link to={productAddress(KLINE_PATH, product.productCode)} className="quote-detail__kline-link" data-testid="quote-detail-kline">
        {t('detail.full-chart')}
      </Link>
      {detail.isError && <LoadError inline onRetry={() => void detail.refetch()} retrying={detail.isFetching} testId="quote-detail-error" />}
      <QuoteStats code={product.productCode} productType={product.productType} fallback={info} precision={product.pricePrecision} localeTag={locale.tag} />
      {product.productDesc && <p className="quote-detail__desc">{product.productDesc}</p>}
      {info?.source === 'simulated' && <p className="quote-detail__note">{t('simulated.explain')}</p>}
    </div>
  );
}
