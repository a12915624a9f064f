import { useTranslation } from 'react-i18next';
import { useLiveQuote, useTickerStream } from '@/lib/ws';
import { useLocale } from '../hooks/use-locale';
import { changeText, priceText, rateText, trendClass, trendOf } from '../lib/format';
import { displayCode, productName } from '../lib/product-name';
import type { ChosenProduct } from '../stores/current-product';
import { flashClass } from './live-quote';
import { ProductIcon } from './product-icon';

/** The chosen product on home: live price and change; opens the trade tab. */
export function SelectedQuoteCard({ product, onOpen }: { product: ChosenProduct; onOpen: () => void }) {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const q = useLiveQuote(product.productCode);
  useTickerStream([product.productCode]);
  const trend = trendOf(q?.changeRate);
  return (
    <button type="button" className="selected-quote" onClick={onOpen} data-testid="home-selected-quote" data-code={product.productCode}>
      <ProductIcon src={product.productImg} size={40} />
      <span className="selected-quote__names">
        <span className="selected-quote__label">{t('home.selected')}</span>
        <span className="selected-quote__name">{productName(product, locale.code)}</span>
        <span className="quote-row__code">{displayCode(product)}</span>
      </span>
      <span className="selected-quote__numbers">
        <span className={`selected-quote__price num ${trendClass(trend)} ${q ? flashClass(q.move, q.moves) : ''}`}>{priceText(q?.price, product.pricePrecision)}</span>
        {/* Amount, then rate, in the reading order, as on the quote's detail. */}
        <span className={`selected-quote__change ${trendClass(trend)}`}>
          <span className="num">{changeText(q?.changePrice, product.pricePrecision)}</span>
          <span className="num">{rateText(q?.changeRate)}</span>
        </span>
      </span>
    </button>
  );
}
