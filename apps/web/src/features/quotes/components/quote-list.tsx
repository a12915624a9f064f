import type { LocaleCode } from '@app/contract/locales';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { writePaced } from '@/lib/frame';
import { useTickerStream } from '@/lib/ws';
import type { Product } from '../api/types';
import { useFavouriteIds } from '../hooks/use-favourite-ids';
import { useLocale } from '../hooks/use-locale';
import { useProductDetailJump } from '../hooks/use-product-detail-jump';
import { useWindowRange } from '../hooks/use-window-range';
import { LoadStatusLine, type LoadStatus } from './load-status';
import { QUOTE_ROW_HEIGHT, QuoteRow } from './quote-row';
import { useRowLabels, type RowLabels } from './row-labels';
import { SimulatedNote, simulatedLabelling } from './simulated-note';

/** Rows from the end at which the next page is asked for. */
const PREFETCH_ROWS = 10;
/**
 * Rows kept in the document beyond each edge of the screen. The window moves when the screen
 * comes within 2 rows of its edge, by 16 rows: fewer, larger moves, since nearly every frame
 * that changes the rows misses its deadline on a slow phone, whatever its size (see README).
 */
const OVERSCAN_ROWS = 18;

/**
 * A live, virtualized product list: only the rows on screen (and a few around them) exist
 * in the document, and only their products are streamed. The next page loads as the end
 * comes near; the foot shows the load status.
 */
export function QuoteList({
  rows,
  status,
  onLoadMore,
  empty,
  label,
}: {
  rows: readonly Product[];
  status: LoadStatus;
  onLoadMore?: () => void;
  empty?: ReactNode;
  label: string;
}) {
  const locale = useLocale();
  const favourites = useFavouriteIds();
  const labels = useRowLabels();
  const open = useProductDetailJump();
  const simulated = simulatedLabelling(rows);

  if (rows.length === 0 && status === 'none' && empty) return <>{empty}</>;
  return (
    <>
      {simulated.all && <SimulatedNote />}
      <VirtualRows
        rows={rows}
        status={status}
        onLoadMore={onLoadMore}
        label={label}
        locale={locale.code}
        favourites={favourites}
        labels={labels}
        onOpen={open}
        simulatedBadge={simulated.perRow}
      />
    </>
  );
}

/** The rows window: the only part that renders as the page scrolls. */
const VirtualRows = memo(function VirtualRows({
  rows,
  status,
  onLoadMore,
  label,
  locale,
  favourites,
  labels,
  onOpen,
  simulatedBadge,
}: {
  rows: readonly Product[];
  status: LoadStatus;
  onLoadMore?: () => void;
  label: string;
  locale: LocaleCode;
  favourites: Set<number> | null;
  labels: RowLabels;
  onOpen: (p: Product) => void;
  simulatedBadge: boolean;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const { start, end, capacity } = useWindowRange(ref, rows.length, QUOTE_ROW_HEIGHT, OVERSCAN_ROWS);
  const visible = rows.slice(start, end);
  useTickerStream(visible.map((p) => p.productCode));
  const foot = usePacedFoot(rows.length, status, end);

  // Only `more` asks by itself: a page that failed (`error`) waits for the customer's retry.
  const nearEnd = end >= rows.length - PREFETCH_ROWS;
  // The request starts in a task of its own, after the frame: the window moves in the write
  // phase of a scrolled frame, and starting a fetch there would lengthen that frame.
  useEffect(() => {
    if (!nearEnd || status !== 'more' || !onLoadMore) return;
    const timer = setTimeout(onLoadMore, 0);
    return () => clearTimeout(timer);
  }, [nearEnd, status, onLoadMore, rows.length]);

  // Row `i` lives in slot `i % capacity`, and the slots keep their order in the document: a
  // row scrolled out at one end hands its elements to the row scrolled in at the other, which
  // changes their texts and position instead of creating and moving elements. Assistive
  // technology reads the order from aria-posinset (and aria-setsize, -1 while more pages may come).
  const slots: (number | null)[] = Array.from({ length: Math.min(capacity, rows.length) }, () => null);
  for (let i = start; i < end; i++) slots[i % capacity] = i;

  return (
    <>
      <ul
        ref={ref}
        className="quote-list quote-list--virtual"
        style={{ blockSize: foot.count * QUOTE_ROW_HEIGHT }}
        aria-label={label}
        data-rows={foot.count}
        data-testid="quote-list"
      >
        {slots.map((i, slot) => {
          const p = i === null ? undefined : rows[i];
          if (i === null || !p) return null;
          return (
            <QuoteRow
              key={slot}
              product={p}
              locale={locale}
              favourite={favourites ? favourites.has(p.productId) : p.isOption === 1}
              onOpen={onOpen}
              labels={labels}
              top={i * QUOTE_ROW_HEIGHT}
              position={i + 1}
              setSize={foot.status === 'none' ? foot.count : -1}
              simulatedBadge={simulatedBadge}
            />
          );
        })}
      </ul>
      <LoadStatusLine status={foot.status} onLoadMore={onLoadMore} />
    </>
  );
});

/**
 * The list's length and its foot (the load status) as the document shows them. While the foot
 * is off screen (the rows window does not reach the list's end), a new page of rows or a
 * change of the load status reaches the document with the frame's paced writes (lib/frame.ts):
 * with the next window move or quote ticks, at most a second later while the page scrolls.
 * A page loads every 20 rows scrolled and changes the foot twice (loading, then loaded), and
 * every frame that changes the document while the page scrolls may miss its deadline on a
 * slow phone; below the screen nobody sees these changes come late. Once the window reaches
 * the list's end they are shown as they come, also in the frame whose window move reaches it.
 */
function usePacedFoot(count: number, status: LoadStatus, windowEnd: number): { count: number; status: LoadStatus } {
  const [shown, setShown] = useState({ count, status });
  // A list grown far below the screen may wait; one that got shorter may not (its foot would
  // stand below rows that are gone).
  const near = windowEnd >= shown.count || count < shown.count;
  const current = shown.count === count && shown.status === status;
  useLayoutEffect(() => {
    if (current) return;
    if (near) {
      setShown({ count, status });
      return;
    }
    return writePaced(() => flushSync(() => setShown({ count, status })));
  }, [current, near, count, status]);
  return near ? { count, status } : shown;
}
