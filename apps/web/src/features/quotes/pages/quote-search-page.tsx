import { PRODUCT_TYPE_LABEL } from '@app/contract/products';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useTickerStream } from '@/lib/ws';
import { useProductSearch } from '../api/search-products';
import { LoadStatusLine } from '../components/load-status';
import { QuoteRow } from '../components/quote-row';
import { SimulatedNote, simulatedLabelling } from '../components/simulated-note';
import { StreamStatus } from '../components/stream-status';
import { useDebounced } from '../hooks/use-debounced';
import { useFavouriteIds } from '../hooks/use-favourite-ids';
import { useLocale } from '../hooks/use-locale';
import { useProductDetailJump } from '../hooks/use-product-detail-jump';
import { useRetryWhenOnline } from '../hooks/use-retry-when-online';
import { orderSearchGroups } from '../lib/search-groups';
import { SEARCH_MAX_LENGTH, searchWordsFromAddress } from '../lib/search-words';
import '../components/quotes.css';
import { useRowLabels } from '../components/row-labels';

/**
 * `pages/tabs/quotes/quoteSearch`: finds products of every type by code or by name in any
 * language (`params[keyWords]`), grouped by type, with live prices; the type whose best match
 * is the code typed comes first. The words stay in the address (`quoteSearch?q=euro`).
 */
export default function QuoteSearchPage() {
  const { t } = useTranslation(['quotes', 'contract']);
  const locale = useLocale();
  const favourites = useFavouriteIds();
  const labels = useRowLabels();
  const open = useProductDetailJump();
  // The words are part of the address (`?q=`), so coming back from a product finds them again.
  const [params, setParams] = useSearchParams();
  // A link's words longer than the box takes are cut as the box would cut them.
  const addressWords = searchWordsFromAddress(params.get('q'));
  const [words, setWords] = useState(addressWords);
  // The words outside an input method's composition: a word still being composed (kana not
  // yet converted, a pinyin syllable) is not searched; the search follows once it is chosen.
  const [composedWords, setComposedWords] = useState(addressWords);
  const [keyWords, searchNow] = useDebounced(composedWords.trim(), 250);
  // What the page last wrote to, or read from, the address: a change of the address by anyone
  // else (the browser's back and forward between two searches, a link to other words) puts
  // its words in the box; the page's own writes do not come back to it.
  const inAddress = useRef(addressWords);
  useEffect(() => {
    if (addressWords === inAddress.current) return;
    inAddress.current = addressWords;
    setWords(addressWords);
    setComposedWords(addressWords);
  }, [addressWords]);
  useEffect(() => {
    if (keyWords === inAddress.current) return;
    inAddress.current = keyWords;
    setParams(keyWords ? { q: keyWords } : {}, { replace: true, preventScrollReset: true });
  }, [keyWords, setParams]);
  const { pages, isFetching, isError, retry } = useProductSearch(keyWords);
  useRetryWhenOnline(isError && !isFetching, retry);
  const groups = orderSearchGroups(pages.filter((g) => g.page && g.page.rows.length > 0), keyWords);
  const count = groups.reduce((n, g) => n + (g.page?.total ?? 0), 0);
  const found = groups.flatMap((g) => g.page?.rows ?? []);
  useTickerStream(found.map((p) => p.productCode));
  const simulated = simulatedLabelling(found);
  // What the search found, said by assistive technology when it changes: the region stays in
  // the page, so that a new text in it is announced (a region that appears with its text is not).
  // While the customer types, what shows is for the words before (the search waits for a
  // pause): shown faded, never as the answer to what the box holds; an emptied box shows the
  // hint at once.
  const stale = words.trim() !== keyWords;
  // After the search key, the focus goes to what the search found (its count, or that
  // nothing was found) once it is on screen: the keyboard is put away, and keyboard and
  // screen-reader users go on from the results instead of from the page's start.
  const [focusOutcome, setFocusOutcome] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const settledOutcome = !stale && !!keyWords && !isFetching;
  useEffect(() => {
    if (!focusOutcome || !settledOutcome) return;
    setFocusOutcome(false);
    outcomeRef.current?.focus();
  }, [focusOutcome, settledOutcome]);
  const outcome =
    groups.length > 0 ? t('search.count', { count }) : !keyWords || isFetching || isError ? '' : t('search.none', { words: keyWords });

  return (
    <div className="quotes-page quote-search">
      <form
        className="quote-search__bar"
        role="search"
        onSubmit={(e) => {
          // The keyboard's search key: search at once, and put the keyboard away so that
          // the results are not under it.
          e.preventDefault();
          searchNow();
          e.currentTarget.querySelector('input')?.blur();
          setFocusOutcome(true);
        }}
      >
        <input
          type="search"
          className="quote-search__input"
          value={words}
          onChange={(e) => {
            setWords(e.target.value);
            if (!(e.nativeEvent as InputEvent).isComposing) setComposedWords(e.target.value);
          }}
          onCompositionEnd={(e) => setComposedWords(e.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          data-testid="quote-search-input"
        />
      </form>
      <StreamStatus />
      <p className="visually-hidden" role="status" data-testid="quote-search-outcome">
        {outcome}
      </p>
      {!keyWords || !words.trim() ? (
        <p className="quote-search__hint">{t('search.hint')}</p>
      ) : isFetching && groups.length === 0 ? (
        <LoadStatusLine status="loading" />
      ) : isError && groups.length === 0 ? (
        <LoadError onRetry={retry} testId="quote-search-error" />
      ) : groups.length === 0 ? (
        <p ref={outcomeRef} tabIndex={-1} className={stale ? 'quote-search__hint is-stale' : 'quote-search__hint'} data-testid="quote-search-empty">
          {t('search.none', { words: keyWords })}
        </p>
      ) : (
        <div className={stale ? 'quote-search__found is-stale' : 'quote-search__found'} aria-busy={stale}>
          <p ref={outcomeRef} tabIndex={-1} className="quote-search__count" data-testid="quote-search-count">
            {t('search.count', { count })}
          </p>
          {simulated.all && <SimulatedNote />}
          {groups.map(({ type, page }) => (
            <section key={type} className="quote-search__group" aria-label={t(`contract:${PRODUCT_TYPE_LABEL[type]}`)}>
              <h2 className="quote-search__type">{t(`contract:${PRODUCT_TYPE_LABEL[type]}`)}</h2>
              <ul className="quote-list">
                {page?.rows.map((p) => (
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
            </section>
          ))}
          {isError && <LoadError inline onRetry={retry} retrying={isFetching} testId="quote-search-error" />}
        </div>
      )}
    </div>
  );
}
