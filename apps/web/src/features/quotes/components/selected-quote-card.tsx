import { isMoneyInput } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { useLiveQuote, useTickerStream, type TickerInfo } from '@/lib/ws';
import { useHomeProducts } from '../api/get-home-products';
import { useProductDetail } from '../api/get-product-detail';
import { useLocale } from '../hooks/use-locale';
import { changeText, priceText, rateText, trendClass, trendOf } from '../lib/format';
import { displayCode, productName } from '../lib/product-name';
import type { ChosenProduct } from '../stores/current-product';
import { flashClass, MarketBadges } from './live-quote';
import { ProductIcon } from './product-icon';
import { useRowLabels } from './row-labels';
import { simulatedLabelling } from './simulated-note';

/**
 * The quote the chosen product was last listed with: its home row (the home list's own query,
 * no request of its own), else, for a product home does not list, its detail (the trade tab's
 * query, asked for only then). It gives the market's state before the stream's first value and
 * the source of the prices, which the stream's tickers do not carry. Simulated prices are
 * badged as the home list's rows are: not when the list's note says that every row is
 * simulated and the chosen product is one of them, else on the card itself.
 */
function useListedQuote(code: string): { info: TickerInfo | null; simulated: boolean } {
  const home = useHomeProducts();
  const row = home.data?.find((p) => p.productCode === code);
  const detail = useProductDetail(home.data && !row ? code : null);
  const info = row?.tickerInfo ?? detail.data?.tickerInfo ?? null;
  const noted = Boolean(row) && simulatedLabelling(home.data ?? []).all;
  return { info, simulated: info?.source === 'simulated' && !noted };
}

/**
 * The chosen product on home: live price and change, with the same marks as its list row
 * (market closed, feed delayed, simulated data); opens the trade tab.
 */
export function SelectedQuoteCard({ product, onOpen }: { product: ChosenProduct; onOpen: () => void }) {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const labels = useRowLabels();
  const q = useLiveQuote(product.productCode);
  const { info, simulated } = useListedQuote(product.productCode);
  useTickerStream([product.productCode]);
  const change = q?.changePrice ?? info?.changePrice;
  const rate = q?.changeRate ?? info?.changeRate;
  // The amount shows, so it gives the colour: a rate rounded to 0.00 % can hide a move.
  const trend = trendOf(isMoneyInput(change) ? change : rate);
  return (
    <button type="button" className="selected-quote" onClick={onOpen} data-testid="home-selected-quote" data-code={product.productCode}>
      <ProductIcon src={product.productImg} size={40} />
      <span className="selected-quote__names">
        <span className="selected-quote__label">{t('home.selected')}</span>
        <span className="selected-quote__name">{productName(product, locale.code)}</span>
        <span className="quote-row__sub">
          <span className="quote-row__code">{displayCode(product)}</span>
          <MarketBadges code={product.productCode} fallback={info} simulated={simulated} labels={labels} />
        </span>
      </span>
      <span className="selected-quote__numbers">
        <span className={`selected-quote__price num ${trendClass(trend)} ${q ? flashClass(q.move, q.moves) : ''}`}>
          {priceText(q?.price ?? info?.nowPrice, product.pricePrecision)}
        </span>
        {/* Amount, then rate, in the reading order, as on the quote's detail. */}
        <span className={`selected-quote__change ${trendClass(trend)}`}>
          <span className="num">{changeText(change, product.pricePrecision)}</span>
          <span className="num">{rateText(rate)}</span>
        </span>
      </span>
    </button>
  );
}
