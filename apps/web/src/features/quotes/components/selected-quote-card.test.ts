import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveQuotes, type LiveQuote, type TickerInfo } from '@/lib/ws';
import type { Product } from '../api/types';
import type { ChosenProduct } from '../stores/current-product';
import { SelectedQuoteCard } from './selected-quote-card';

// The card's words are not under test (keys stand for them); tests run outside the app's React tree.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../hooks/use-locale', () => ({ useLocale: () => ({ code: 'en', tag: 'en-US', dir: 'ltr' }) }));

// The home list as loaded (no requests here); the detail of a product home does not list, when asked for.
const queries = vi.hoisted(() => ({ home: [] as unknown[], detail: null as unknown, detailAsked: [] as (string | null)[] }));
vi.mock('../api/get-home-products', () => ({ useHomeProducts: () => ({ data: queries.home }) }));
vi.mock('../api/get-product-detail', () => ({
  useProductDetail: (code: string | null) => (queries.detailAsked.push(code), { data: code ? queries.detail : undefined }),
}));

const product = (productCode: string): ChosenProduct =>
  ({
    id: 1,
    productId: 1,
    productCode,
    productName: 'Apple',
    productNameI18n: {},
    productImg: '',
    productType: 1,
    symbol: productCode,
    exchange: 'NASDAQ',
    pricePrecision: 2,
  }) as unknown as ChosenProduct;

const tickerInfo = (over: Partial<TickerInfo>): TickerInfo => ({
  nowPrice: '100.00',
  changePrice: '1.00',
  changeRate: '1.00',
  tradeAmount: '0',
  day: null,
  min: null,
  prevDay: null,
  tradingDay: null,
  source: 'polygon',
  ts: 1,
  marketOpen: true,
  stale: false,
  nextOpen: null,
  ...over,
});

const live = (code: string, over: Partial<LiveQuote>): void =>
  liveQuotes.set(code, {
    code,
    price: '100.00',
    changeRate: '1.00',
    changePrice: '1.00',
    tradeAmount: '0',
    ts: 1,
    marketOpen: true,
    stale: false,
    move: 0,
    moves: 0,
    ...over,
  });

/** The card as rendered, with the home list (`home` rows) loaded and the detail (`detail`) of a product it does not list. */
function card(code: string, home: Product[] = [], detail: Product | null = null): string {
  queries.home = home;
  queries.detail = detail;
  queries.detailAsked = [];
  return renderToStaticMarkup(createElement(SelectedQuoteCard, { product: product(code), onOpen: () => {} }));
}

const changeClasses = (html: string) => (/class="selected-quote__change ([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/);

const used: string[] = [];
const code = (c: string) => (used.push(c), c);
afterEach(() => {
  for (const c of used.splice(0)) liveQuotes.delete(c);
});

describe('SelectedQuoteCard marks', () => {
  it('shows a Closed badge while the market is closed', () => {
    const c = code('T:CLOSED');
    live(c, { marketOpen: false });
    const html = card(c);
    expect(html).toContain('data-testid="quote-closed"');
    expect(html).toContain('badge.closed');
    expect(html).not.toContain('data-testid="quote-stale"');
  });

  it('shows no badge for an open market with a live feed', () => {
    const c = code('T:OPEN');
    live(c, {});
    expect(card(c)).not.toMatch(/data-testid="quote-(closed|stale|simulated)"/);
  });

  it('shows Delayed while the feed is down', () => {
    const c = code('T:STALE');
    live(c, { stale: true });
    expect(card(c)).toContain('data-testid="quote-stale"');
  });

  it('takes the market state and the source from its home row before the stream has a value', () => {
    const c = code('T:LISTED');
    const row = { ...product(c), tickerInfo: tickerInfo({ marketOpen: false, source: 'simulated' }) } as Product;
    const html = card(c, [row, { ...product('T:OTHER'), tickerInfo: tickerInfo({}) } as Product]);
    expect(html).toContain('data-testid="quote-closed"');
    expect(html).toContain('data-testid="quote-simulated"');
  });

  it('asks for the detail of a product home does not list, for its source', () => {
    const c = code('T:OFFLIST');
    live(c, {});
    const html = card(c, [], { ...product(c), tickerInfo: tickerInfo({ source: 'simulated' }) } as Product);
    expect(queries.detailAsked).toContain(c);
    expect(html).toContain('data-testid="quote-simulated"');
  });

  it('does not ask for the detail of a product home lists', () => {
    const c = code('T:ONLIST');
    live(c, {});
    card(c, [{ ...product(c), tickerInfo: tickerInfo({}) } as Product]);
    expect(queries.detailAsked.every((x) => x === null)).toBe(true);
  });

  it('marks simulated prices as its row does: a badge when some rows are simulated, none under the note that all are', () => {
    const c = code('T:SIM');
    live(c, {});
    const row = { ...product(c), tickerInfo: tickerInfo({ source: 'simulated' }) } as Product;
    const other = { ...product('T:REAL'), tickerInfo: tickerInfo({}) } as Product;
    expect(card(c, [row, other])).toContain('data-testid="quote-simulated"');
    expect(card(c, [row])).not.toContain('data-testid="quote-simulated"');
  });

  it('badges a simulated product home does not list even when every home row is simulated', () => {
    const c = code('T:SIMOFF');
    live(c, {});
    const listed = { ...product('T:SIMLISTED'), tickerInfo: tickerInfo({ source: 'simulated' }) } as Product;
    const html = card(c, [listed], { ...product(c), tickerInfo: tickerInfo({ source: 'simulated' }) } as Product);
    expect(html).toContain('data-testid="quote-simulated"');
  });
});

describe('SelectedQuoteCard trend', () => {
  it('colours -3.20 at 0.00 % as a fall, by its amount', () => {
    const c = code('T:BTC');
    live(c, { price: '96440.00', changePrice: '-3.20', changeRate: '0.00' });
    const html = card(c);
    expect(html).toContain('>-3.20<');
    expect(html).toContain('>0.00%<');
    expect(changeClasses(html)).toContain('is-fall');
    expect(html).not.toContain('is-flat');
  });

  it('is flat when the amount is zero, and takes the rate without an amount', () => {
    const flat = code('T:FLAT');
    live(flat, { changePrice: '0.00', changeRate: '0.00' });
    expect(changeClasses(card(flat))).toContain('is-flat');
    const noAmount = code('T:RATE');
    live(noAmount, { changePrice: '', changeRate: '0.50' });
    expect(changeClasses(card(noAmount))).toContain('is-rise');
  });
});
