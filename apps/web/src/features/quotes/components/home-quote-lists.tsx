import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useTablist } from '@/lib/tablist';
import { liveQuotes, useTickerStream } from '@/lib/ws';
import { useHomeProducts } from '../api/get-home-products';
import type { Product } from '../api/types';
import { useFavouriteIds } from '../hooks/use-favourite-ids';
import { useLocale } from '../hooks/use-locale';
import { useProductDetailJump } from '../hooks/use-product-detail-jump';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { byChangeRateDesc, byPriceDesc } from '../lib/home-lists';
import { chooseProduct, useCurrentProduct } from '../stores/current-product';
import { LoadStatusLine } from './load-status';
import { QuoteRow } from './quote-row';
import { SelectedQuoteCard } from './selected-quote-card';
import { SimulatedNote, simulatedLabelling } from './simulated-note';
import { StreamStatus } from './stream-status';
import './quotes.css';
import { useRowLabels } from './row-labels';

/** Rows shown per home list. */
const HOME_ROWS = 10;
/** How often the order follows the live prices; in between, rows update in place. */
const RESORT_MS = 5000;

type HomeList = 'change' | 'price';
const HOME_LISTS: readonly HomeList[] = ['change', 'price'];
/** The list last chosen on home in this visit, shown again when the customer comes back to home. */
let lastList: HomeList = 'change';

const current = (p: Product) => {
  const q = liveQuotes.get(p.productCode);
  return q ? { price: q.price, changeRate: q.changeRate } : undefined;
};

/**
 * Home's quote lists (spec point 4): the recommended products sorted by change rate and by
 * price, both descending, live. When no product is chosen, the first item becomes the chosen
 * one; it is shown on top and opens the trade tab.
 */
export function HomeQuoteLists() {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  const favourites = useFavouriteIds();
  const labels = useRowLabels();
  const open = useProductDetailJump();
  const chosen = useCurrentProduct();
  const home = useHomeProducts();
  useRetryWhenOnline(home.isError && !home.isFetching, () => void home.refetch());
  const [list, setListState] = useState<HomeList>(() => lastList);
  const setList = (x: HomeList) => {
    lastList = x;
    setListState(x);
  };
  const listTabs = useTablist({ tabs: HOME_LISTS, selected: list, onSelect: setList });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setRound((n) => n + 1), RESORT_MS);
    return () => clearInterval(timer);
  }, []);

  const rows = home.data;
  const lists = useMemo(() => {
    void round;
    const all = rows ?? [];
    return { change: byChangeRateDesc(all, current), price: byPriceDesc(all, current) };
  }, [rows, round]);

  useTickerStream(rows?.map((p) => p.productCode) ?? []);

  const first = lists.change[0];
  useEffect(() => {
    if (!chosen && first) chooseProduct(first);
  }, [chosen, first]);

  const shown = lists[list].slice(0, HOME_ROWS);
  const simulated = simulatedLabelling(rows ?? []);
  return (
    <section className="home-quote-lists" aria-labelledby="home-quotes-title" data-testid="home-quotes">
      <StreamStatus />
      {chosen && <SelectedQuoteCard product={chosen} onOpen={() => open(chosen)} />}
      <div className="home-quote-lists__head">
        <h2 id="home-quotes-title" className="home-quote-lists__title">
          {t('home.title')}
        </h2>
        <Link to="/pages/tabs/quotes/quotes" className="home-quote-lists__more" data-testid="home-quotes-more">
          {t('home.more')}
        </Link>
      </div>
      <div className="segmented" role="tablist" aria-label={t('home.title')}>
        {HOME_LISTS.map((x) => (
          <button
            key={x}
            type="button"
            {...listTabs.tab(x)}
            className={x === list ? 'segmented__item segmented__item--active' : 'segmented__item'}
            data-testid={`home-quotes-${x}`}
          >
            {t(x === 'change' ? 'home.by-change' : 'home.by-price')}
          </button>
        ))}
      </div>
      {home.isError && !home.data ? (
        <LoadError inline onRetry={() => void home.refetch()} retrying={home.isFetching} testId="home-quotes-error" />
      ) : home.isPending ? (
        <LoadStatusLine status="loading" />
      ) : (
        <ul className="quote-list quote-list--card" data-testid={`home-quotes-list-${list}`}>
          {shown.map((p) => (
            <QuoteRow
              key={p.productCode}
              product={p}
              locale={locale.code}
              favourite={favourites ? favourites.has(p.productId) : p.isOption === 1}
              onOpen={open}
              labels={labels}
              simulatedBadge={simulated.perRow}
            />
          ))}
        </ul>
      )}
      {simulated.all && <SimulatedNote />}
    </section>
  );
}
