import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDetailStream } from '@/lib/ws';
import { useProductDetail } from '../api/get-product-detail';
import { KlinePanel } from '../components/kline-panel';
import { LoadStatusLine } from '../components/load-status';
import { QuoteHeadline } from '../components/quote-headline';
import { useChosenProduct } from '../hooks/use-chosen-product';
import { useLocale } from '../hooks/use-locale';
import { displayCode, productName } from '../lib/product-name';
import '../components/quotes.css';

/** `pages/quoteDetail/klinePage`: the chosen product's K-line, as large as the screen allows. */
export default function KlinePage() {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const { product: chosen, loading } = useChosenProduct();
  const code = chosen?.productCode ?? null;
  const detail = useProductDetail(code);
  useDetailStream(code);

  if (!chosen) {
    return loading ? (
      <LoadStatusLine status="loading" />
    ) : (
      <div className="quotes-empty">
        <p>{t('detail.none')}</p>
        <Link to="/pages/tabs/quotes/quotes" replace className="quotes-empty__link">
          {t('favourite.browse')}
        </Link>
      </div>
    );
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
