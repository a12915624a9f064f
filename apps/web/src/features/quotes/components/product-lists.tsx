import type { ProductType } from '@app/contract/products';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavourites } from '../api/get-favourites';
import { useProducts } from '../api/get-products';
import type { LoadStatus } from './load-status';
import { QuoteList } from './quote-list';

/** The products of one type, page by page as the user scrolls. */
export function ProductTypeList({ type, label }: { type: ProductType; label: string }) {
  const query = useProducts(type);
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const status: LoadStatus = query.isFetching || query.isPending ? 'loading' : query.hasNextPage ? 'more' : 'none';
  const { fetchNextPage, hasNextPage, isFetching } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  return <QuoteList rows={rows} status={status} onLoadMore={loadMore} label={label} />;
}

/** The watch list, with a way to the markets when it is empty. */
export function FavouriteList({ label }: { label: string }) {
  const { t } = useTranslation('quotes');
  const query = useFavourites();
  const status: LoadStatus = query.isPending ? 'loading' : 'none';
  return (
    <QuoteList
      rows={query.data ?? []}
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
  );
}
