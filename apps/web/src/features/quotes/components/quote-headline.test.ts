import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TickerInfo } from '@/lib/ws';
import { QuoteHeadline } from './quote-headline';

// The headline's words are not under test; tests run outside the app's React tree.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const info = (over: Partial<TickerInfo>): TickerInfo => ({
  nowPrice: '96440.00',
  changePrice: '-3.20',
  changeRate: '0.00',
  tradeAmount: '0',
  day: null,
  min: null,
  prevDay: null,
  tradingDay: null,
  source: 'binance',
  ts: 1,
  marketOpen: true,
  stale: false,
  nextOpen: null,
  ...over,
});

/** The class and text of the headline's change line. */
function change(fallback: TickerInfo) {
  const html = renderToStaticMarkup(createElement(QuoteHeadline, { code: 'T:HEADLINE', fallback, precision: 2, localeTag: 'en-US' }));
  const m = /<div class="([^"]*)" data-testid="quote-detail-change">(.*?)<\/div>/.exec(html);
  if (!m) throw new Error(`no change line in ${html}`);
  return { classes: (m[1] as string).split(/\s+/), text: (m[2] as string).replace(/<[^>]+>/g, ' ').trim() };
}

describe('QuoteHeadline trend', () => {
  it('colours a fall whose rate rounds to 0.00 % as a fall, by its amount', () => {
    const c = change(info({ changePrice: '-3.20', changeRate: '0.00' }));
    expect(c.text).toBe('-3.20  0.00%');
    expect(c.classes).toContain('is-fall');
    expect(c.classes).not.toContain('is-flat');
  });

  it('colours a rise whose rate rounds to 0.00 % as a rise', () => {
    expect(change(info({ changePrice: '2.10', changeRate: '0.00' })).classes).toContain('is-rise');
  });

  it('is flat when the amount is zero', () => {
    expect(change(info({ changePrice: '0.00', changeRate: '0.00' })).classes).toContain('is-flat');
  });

  it('takes the rate when there is no amount', () => {
    expect(change(info({ changePrice: '', changeRate: '-1.25' })).classes).toContain('is-fall');
  });
});
