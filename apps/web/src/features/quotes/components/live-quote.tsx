import { memo, useLayoutEffect, useRef } from 'react';
import { writePaced } from '@/lib/frame';
import { liveQuotes, useLiveQuoteField, type LiveQuote, type TickerInfo } from '@/lib/ws';
import { FLASH_MS, nextRowFlash, type RowFlash } from '../lib/flash';
import { priceText, rateText, trendClass, trendOf } from '../lib/format';
import type { RowLabels } from './row-labels';

/**
 * The live part of a quote row: price and change rate. React renders the cells once; after
 * that each tick of the product writes the two texts and classes straight into them (no
 * render, no reconciliation), in the paced write phase of lib/frame.ts, so a tick costs a
 * few DOM writes in the rows of the products that moved and nothing else, and the ticks of
 * all rows reach the screen together. A price change flashes the cell green (up) or red
 * (down): a tint switched on, and off again `FLASH_MS` later (with the next paced writes),
 * at most once per `FLASH_GAP_MS` per row, switched at once when the price turns the other way
 * (lib/flash.ts); while it shows, the price text takes the tint's colour, so the two never
 * disagree (red text on a green tint). Two style changes per flash instead of an
 * animation: with a whole screen of rows moving, per-frame animation work (style, paint) is
 * what a slow phone cannot keep up with while scrolling. Single prices (the detail headline,
 * the selected quote) fade with a CSS animation (`flashClass`).
 */
type Fallback = Pick<TickerInfo, 'nowPrice' | 'changeRate' | 'marketOpen' | 'ts'> | null;

export function quoteOrFallback(live: LiveQuote | undefined, fallback: Fallback) {
  if (live) return { price: live.price, changeRate: live.changeRate, marketOpen: live.marketOpen, move: live.move, moves: live.moves, stale: live.stale };
  return fallback
    ? { price: fallback.nowPrice, changeRate: fallback.changeRate, marketOpen: fallback.marketOpen, move: 0 as const, moves: 0, stale: false }
    : null;
}

export function flashClass(move: -1 | 0 | 1, moves: number): string {
  if (move === 0 || moves === 0) return '';
  return `flash-${move > 0 ? 'up' : 'down'}-${moves % 2}`;
}

function setText(el: HTMLElement, text: string): void {
  const node = el.firstChild;
  if (node && node === el.lastChild && node.nodeType === 3) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else if (el.textContent !== text) el.textContent = text;
}

function setClass(el: HTMLElement, name: string): void {
  if (el.className !== name) el.className = name;
}

/** With reduced motion asked for, rows change their prices without flashing a tint or the tick's colour. */
const reducedMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

const PRICE_CLASS = 'quote-row__price num';
const CHANGE_CLASS = 'quote-row__change num change-pill';

export const RowPrice = memo(function RowPrice({ code, precision, fallback }: { code: string; precision: number; fallback: Fallback }) {
  const priceRef = useRef<HTMLSpanElement>(null);
  const changeRef = useRef<HTMLSpanElement>(null);
  const q = quoteOrFallback(liveQuotes.get(code), fallback);
  const trend = trendClass(trendOf(q?.changeRate));

  useLayoutEffect(() => {
    let flash: RowFlash = { dir: 0, at: -Infinity };
    let flashTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelWrite: (() => void) | undefined;
    let seenMoves = liveQuotes.get(code)?.moves ?? 0;
    const paint = () => {
      const live = liveQuotes.get(code);
      const price = priceRef.current;
      const change = changeRef.current;
      if (!live || !price || !change) return;
      if (live.moves !== seenMoves && live.move !== 0) {
        seenMoves = live.moves;
        const next = reducedMotion?.matches ? null : nextRowFlash(flash, live.move, performance.now());
        if (next) {
          flash = next;
          clearTimeout(flashTimer);
          cancelWrite?.();
          flashTimer = setTimeout(() => {
            cancelWrite = writePaced(() => {
              flash = { dir: 0, at: flash.at };
              paint();
            });
          }, FLASH_MS);
        }
      }
      const cls = trendClass(trendOf(live.changeRate));
      setText(price, priceText(live.price, precision));
      setClass(price, flash.dir === 0 ? `${PRICE_CLASS} ${cls}` : `${PRICE_CLASS} ${flash.dir > 0 ? 'is-rise flash-on-up' : 'is-fall flash-on-down'}`);
      setText(change, rateText(live.changeRate));
      setClass(change, `${CHANGE_CLASS} ${cls}`);
    };
    paint();
    const unsubscribe = liveQuotes.subscribe(code, paint);
    return () => {
      unsubscribe();
      clearTimeout(flashTimer);
      cancelWrite?.();
    };
  }, [code, precision]);

  return (
    <>
      <span ref={priceRef} className={`${PRICE_CLASS} ${trend}`} data-testid="quote-price">
        {priceText(q?.price, precision)}
      </span>
      <span ref={changeRef} className={`${CHANGE_CLASS} ${trend}`} data-testid="quote-change">
        {rateText(q?.changeRate)}
      </span>
    </>
  );
});

/** Market state bits of a live quote: 1 open, 2 stale; -1 when not streamed yet. */
const marketBits = (q: LiveQuote | undefined) => (q ? (q.marketOpen ? 1 : 0) | (q.stale ? 2 : 0) : -1);

/**
 * "Closed" while the product's market is closed (no ticks arrive), "Delayed" while its feed
 * is down. Renders only when that state changes, not on every tick.
 */
export const MarketBadges = memo(function MarketBadges({
  code,
  fallback,
  simulated,
  labels,
}: {
  code: string;
  fallback: Fallback;
  simulated: boolean;
  labels: RowLabels;
}) {
  const bits = useLiveQuoteField(code, marketBits);
  const q = bits === -1 ? (fallback ? { marketOpen: fallback.marketOpen, stale: false } : null) : { marketOpen: (bits & 1) === 1, stale: (bits & 2) === 2 };
  return (
    <>
      {q && !q.marketOpen && (
        <span className="quote-badge quote-badge--closed" data-testid="quote-closed">
          {labels.closed}
        </span>
      )}
      {q?.stale && (
        <span className="quote-badge quote-badge--stale" data-testid="quote-stale">
          {labels.stale}
        </span>
      )}
      {simulated && (
        <span className="quote-badge quote-badge--simulated" data-testid="quote-simulated" title={labels.simulatedExplain}>
          {labels.simulated}
        </span>
      )}
    </>
  );
});
