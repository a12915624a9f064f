import { lazy, Suspense } from 'react';

/**
 * Home's quote lists: the live lists of the quotes capability (sorted by change rate and by
 * price). Loaded next to the home page rather than inside it, so home's first paint does not
 * wait for the quote stream code.
 */
const HomeQuoteLists = lazy(() => import('@/features/quotes/components/home-quote-lists').then((m) => ({ default: m.HomeQuoteLists })));

export function HomeQuotes() {
  return (
    <Suspense fallback={<div className="home-quotes" aria-busy="true" />}>
      <HomeQuoteLists />
    </Suspense>
  );
}
