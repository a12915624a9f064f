import type { ProductType } from '@app/contract/products';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useFavourites } from '../api/get-favourites';
import { useProducts } from '../api/get-products';
import type { Product } from '../api/types';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { pagedListStatus, type LoadStatus } from '../lib/list-status';
import { QuoteList } from './quote-list';

/** The column headings over a list's rows; a list with no rows to head (empty, failed) has none. */
function ListHead() {
  const { t } = useTranslation('quotes');
  return (
    <div className="quote-list-head" aria-hidden="true" data-testid="quote-list-head">
      <span>{t('list.name')}</span>
      <span>{t('list.price')}</span>
      <span>{t('list.change')}</span>
    </div>
  );
}

/**
 * The products of one type, page by page as the user scrolls. A first page that failed shows
 * an error with a retry instead of an empty list; a later page that failed shows it at the foot.
 */
export function ProductTypeList({ type, label }: { type: ProductType; label: string }) {
  const query = useProducts(type);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const status = pagedListStatus(query);
  const { fetchNextPage, hasNextPage, isFetching, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  useRetryWhenOnline(query.isError && !isFetching, () => void (query.isFetchNextPageError ? fetchNextPage() : refetch()));
  if (query.isError && !query.data) return <LoadError onRetry={() => void refetch()} retrying={isFetching} testId="quotes-list-error" />;
  return (
    <>
      <ListHead />
      <QuoteList rows={rows} status={status} onLoadMore={loadMore} label={label} />
    </>
  );
}

/**
 * The rows of a watch list that stays in place while it is shown: a product taken off keeps
 * its row, un-starred, where it was (its star puts it back), and products added come last. A
 * row that left at once would move the next one under the finger: a second tap meant to undo
 * the first would take that product off too. The list is in the server's order again when it
 * is next opened.
 */
export function steadyRows(shown: readonly Product[], now: readonly Product[]): Product[] {
  const current = new Map(now.map((p) => [p.productId, p]));
  const rows = shown.map((p) => current.get(p.productId) ?? { ...p, isOption: 0 });
  const seen = new Set(shown.map((p) => p.productId));
  for (const p of now) if (!seen.has(p.productId)) rows.push(p);
  return rows;
}

/** The watch list, with a way to the markets when it is empty. */
export function FavouriteList({ label }: { label: string }) {
  const { t } = useTranslation('quotes');
  const query = useFavourites();
  const status: LoadStatus = query.isPending ? 'loading' : 'none';
  const [steady, setSteady] = useState<{ from: Product[] | undefined; rows: Product[] }>({ from: undefined, rows: [] });
  const rows = query.data === steady.from ? steady.rows : steadyRows(steady.rows, query.data ?? []);
  if (query.data !== steady.from) setSteady({ from: query.data, rows });
  useRetryWhenOnline(query.isError && !query.isFetching, () => void query.refetch());
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} testId="favourites-error" />;
  return (
    <>
      {(query.isPending || rows.length > 0) && <ListHead />}
      <QuoteList
        rows={rows}
        status={status}
        label={label}
        empty={
          <div className="quotes-empty" data-testid="favourites-empty">
            <p>{t('favourite.empty')}</p>
            <Link to="/pages/tabs/quotes/quotes?tab=1" replace className="quotes-empty__link">
              {t('favourite.browse')}
            </Link>
          </div>
        }
      />
    </>
  );
}
