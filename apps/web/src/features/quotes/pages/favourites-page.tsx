import { useTranslation } from 'react-i18next';
import { FavouriteList } from '../components/product-lists';
import { StreamStatus } from '../components/stream-status';
import '../components/quotes.css';

/** `pages/tabs/favorite/favorite`: the user's watch list, live. */
export default function FavouritesPage() {
  const { t } = useTranslation('quotes');
  return (
    <div className="quotes-page" data-testid="favourites-page">
      <StreamStatus />
      <FavouriteList label={t('tabs.favorite')} />
    </div>
  );
}
