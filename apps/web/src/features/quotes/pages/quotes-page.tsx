import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageConfig } from '@/lib/settings/get-page-config';
import { QUOTES_PAGE_PATH, QuoteBoard } from '../components/quote-board';
import { StreamStatus } from '../components/stream-status';
import '../components/quotes.css';

/** Header height of the quotes page; the tab strip sticks below it. */
const HEADER_HEIGHT = 52;
/** The header's module of the page config: the search field. */
const HEADER_MODULES = ['search'];

/** `pages/tabs/quotes/quotes` (tab 1): the quote board with its own header and a way to search. */
export default function QuotesPage() {
  const { t } = useTranslation('quotes');
  const layout = usePageConfig(QUOTES_PAGE_PATH, HEADER_MODULES);
  return (
    <div className="quotes-page">
      <header className="quotes-header">
        <h1 className="quotes-header__title">{t('title')}</h1>
        {layout.isVisible('search') && (
          <Link to="/pages/tabs/quotes/quoteSearch" className="quotes-header__search" data-testid="quotes-search-link">
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
            <span>{t('search.placeholder')}</span>
          </Link>
        )}
      </header>
      <StreamStatus />
      <QuoteBoard stickyTop={HEADER_HEIGHT} />
    </div>
  );
}
