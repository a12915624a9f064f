import { memo } from 'react';
import type { LocaleCode } from '@app/contract/locales';
import type { Product } from '../api/types';
import { displayCode, productName } from '../lib/product-name';
import { FavouriteButton } from './favourite-button';
import { MarketBadges, RowPrice } from './live-quote';
import { ProductIcon } from './product-icon';
import type { RowLabels } from './row-labels';

/** Height of a row in CSS pixels; the virtual list positions rows by it. */
export const QUOTE_ROW_HEIGHT = 64;

/**
 * One product of a quote list: icon, name in the user's language, code and market badges,
 * live price and change, and the watch-list star. Memoized: the row renders again only when
 * its product, position or star changes; live values re-render their own cells.
 */
export const QuoteRow = memo(function QuoteRow({
  product,
  locale,
  favourite,
  onOpen,
  labels,
  top,
  position,
  setSize,
  simulatedBadge = false,
}: {
  product: Product;
  locale: LocaleCode;
  labels: RowLabels;
  favourite: boolean;
  onOpen: (p: Product) => void;
  /** Offset in a virtual list; rows of a plain list stay in the flow. */
  top?: number;
  /** 1-based place in a virtual list and the list's length, for assistive technology. */
  position?: number;
  setSize?: number;
  /** Badge the row as simulated (lists whose rows are not all simulated). */
  simulatedBadge?: boolean;
}) {
  const info = product.tickerInfo;
  const name = productName(product, locale);
  return (
    <li
      className={top === undefined ? 'quote-row' : 'quote-row quote-row--virtual'}
      style={top === undefined ? undefined : { insetBlockStart: top }}
      aria-posinset={position}
      aria-setsize={setSize}
      data-testid="quote-row"
      data-code={product.productCode}
    >
      <button type="button" className="quote-row__main" onClick={() => onOpen(product)}>
        <ProductIcon src={product.productImg} />
        <span className="quote-row__names">
          <span className="quote-row__name" data-testid="quote-name">
            {name}
          </span>
          <span className="quote-row__sub">
            <span className="quote-row__code">{displayCode(product)}</span>
            <MarketBadges code={product.productCode} fallback={info} simulated={simulatedBadge && info?.source === 'simulated'} labels={labels} />
          </span>
        </span>
        <RowPrice code={product.productCode} precision={product.pricePrecision} fallback={info} />
      </button>
      <FavouriteButton product={product} name={name} favourite={favourite} labels={labels} />
    </li>
  );
});
