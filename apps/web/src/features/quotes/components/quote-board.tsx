import { PRODUCT_TYPE_LABEL, PRODUCT_TYPES, type ProductType } from '@app/contract/products';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageConfig } from '@/lib/settings/get-page-config';
import { useTablist } from '@/lib/tablist';
import type { QuoteTab } from '../api/types';
import { scrollDeltaToShow } from '../lib/tab-scroll';
import { FavouriteList, ProductTypeList } from './product-lists';

/** Tabs of the board: the watch list, then the four product types of spec point 1. */
const TABS: QuoteTab[] = ['favorite', ...PRODUCT_TYPES];
const DEFAULT_TAB: QuoteTab = PRODUCT_TYPES[0] as ProductType;
/** The page config of the quotes page lays out the tabs: each is a module with a switch (`module.quotes.*`). */
export const QUOTES_PAGE_PATH = 'pages/tabs/quotes/quotes';
const TAB_MODULE: Record<QuoteTab, string> = { favorite: 'favorite', 1: 'stock', 2: 'crypto', 3: 'futures', 4: 'forex' };
const TAB_MODULES = TABS.map((x) => TAB_MODULE[x]);
/** Width of the strip's edge fades (quotes.css): a chosen tab is shown clear of them. */
const EDGE_FADE = 40;

/** The tab the address names when the board shows it, else the default one (or the first shown). */
function parseTab(v: string | null, shown: readonly QuoteTab[]): QuoteTab {
  const named: QuoteTab | null = v === 'favorite' ? v : (PRODUCT_TYPES as number[]).includes(Number(v)) ? (Number(v) as ProductType) : null;
  if (named !== null && shown.includes(named)) return named;
  return shown.includes(DEFAULT_TAB) ? DEFAULT_TAB : (shown[0] ?? DEFAULT_TAB);
}

/** Scrolls the strip so that its chosen tab is in view, clear of the edge fades. */
function showChosenTab(strip: HTMLElement, behavior: ScrollBehavior) {
  const active = strip.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!active) return;
  const delta = scrollDeltaToShow(strip.getBoundingClientRect(), active.getBoundingClientRect(), EDGE_FADE);
  if (delta !== 0) strip.scrollBy({ left: delta, behavior });
}

/**
 * The quote board: one tab per product type plus the watch list, each a live infinite list.
 * The chosen tab is part of the address (`?tab=2`), so back and reload keep it.
 */
export function QuoteBoard({ stickyTop = 0 }: { stickyTop?: number }) {
  const { t, i18n } = useTranslation(['quotes', 'contract']);
  const [params, setParams] = useSearchParams();
  // A tab whose module the page config hides (its switch on) is not offered.
  const layout = usePageConfig(QUOTES_PAGE_PATH, TAB_MODULES);
  const shown = useMemo(() => layout.modules.map((m) => TABS.find((x) => TAB_MODULE[x] === m)).filter((x) => x !== undefined), [layout]);
  const tab = parseTab(params.get('tab'), shown);
  const stripRef = useRef<HTMLDivElement>(null);
  const shownRef = useRef(false);

  // In longer languages the tabs are wider than the screen: the chosen one is scrolled into
  // view when the board opens (at once) and when another is chosen or the language changes
  // (with the strip's own scroll behaviour: smooth unless the customer asks for less motion).
  // Two reads of layout once per choice; nothing follows the strip's scrolling.
  useLayoutEffect(() => {
    if (stripRef.current) showChosenTab(stripRef.current, shownRef.current ? 'auto' : 'instant');
    shownRef.current = true;
  }, [tab, i18n.language]);
  // And again when the strip's width changes (a phone turned, a window resized), at once.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    let width: number | null = null;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? null;
      const changed = width !== null && next !== width;
      width = next;
      if (changed) showChosenTab(strip, 'instant');
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  const labelOf = (x: QuoteTab) => (x === 'favorite' ? t('tabs.favorite') : t(`contract:${PRODUCT_TYPE_LABEL[x]}`));

  const choose = (next: QuoteTab) => {
    if (next === tab) return;
    setParams((p) => {
      p.set('tab', String(next));
      return p;
    }, { replace: true });
    window.scrollTo(0, 0);
  };
  const tabs = useTablist({ tabs: shown, selected: tab, onSelect: choose, idPrefix: 'quote-tab', panelId: 'quote-tab-panel' });

  if (shown.length === 0) {
    // Every tab switched off by the operator: say so rather than show an empty page.
    return (
      <section className="quote-board">
        <div className="quotes-empty" data-testid="quotes-none">
          <p>{t('tabs.none')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className="quote-board">
      <div ref={stripRef} className="quote-tabs" role="tablist" aria-label={t('tabs.label')} style={{ insetBlockStart: `calc(${stickyTop}px + env(safe-area-inset-top))` }}>
        {shown.map((x) => (
          <button
            key={x}
            type="button"
            {...tabs.tab(x)}
            className={x === tab ? 'quote-tabs__tab quote-tabs__tab--active' : 'quote-tabs__tab'}
            data-testid={`quotes-tab-${x}`}
          >
            {labelOf(x)}
          </button>
        ))}
      </div>
      <div {...tabs.panel}>
        {!shown.includes(tab) ? null : tab === 'favorite' ? <FavouriteList key="favorite" label={labelOf(tab)} /> : <ProductTypeList key={tab} type={tab} label={labelOf(tab)} />}
      </div>
    </section>
  );
}
