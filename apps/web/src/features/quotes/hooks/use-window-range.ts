import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readInFrame } from '@/lib/frame';

export interface RowRange {
  start: number;
  end: number;
}

/**
 * Rows of a fixed-height list, scrolled with the page, that are on screen (plus `overscan`
 * rows each side). The list's place in the page is measured when the list or the window
 * changes size, so scrolling reads only the scroll position, in the read phase of the next
 * animation frame (lib/frame.ts: before the frame's DOM writes, such as quote ticks, so the
 * read does not force a layout); scroll events are coalesced to one update per frame, and the
 * range changes only when the screen comes within `keep` rows of its edge, so most scrolled
 * frames render nothing, new rows are rendered ahead of need without blocking a frame, and
 * the streamed codes change in batches.
 */
export function useWindowRange(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 10, keep = 4): RowRange {
  const [range, setRange] = useState<RowRange>(() => ({ start: 0, end: Math.min(count, 16) }));
  const topRef = useRef(0);
  // The row count changes as pages load: it is read when the range is computed, without
  // setting the listeners up again (which would measure the list in the middle of a commit).
  const countRef = useRef(count);
  const scheduleRef = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancel: (() => void) | null = null;
    const measure = () => {
      topRef.current = el.getBoundingClientRect().top + window.scrollY;
    };
    const compute = (prev: RowRange | null): RowRange => {
      const count = countRef.current;
      const y = window.scrollY - topRef.current;
      const first = Math.max(0, Math.floor(y / rowHeight));
      const last = Math.min(count, Math.ceil((y + window.innerHeight) / rowHeight));
      // Keep the rendered rows while the screen stays `keep` rows inside them (or at an end of
      // the list): the window moves in steps of several rows, not at every row.
      if (prev && (first - prev.start >= keep || prev.start === 0) && (prev.end - last >= keep || prev.end === count) && prev.start <= first && prev.end >= last) {
        return prev;
      }
      const start = Math.max(0, Math.min(count, first - overscan));
      const end = Math.max(start, Math.min(count, last + overscan));
      return { start, end };
    };
    let current: RowRange | null = null;
    const apply = (next: RowRange) => {
      current = next;
      setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    const update = () => {
      cancel = null;
      const next = compute(current);
      if (next === current) return;
      // The rows entering the buffer are still `keep` rows away from the screen: render them as
      // a transition, which React spreads over several frames instead of one long one.
      startTransition(() => apply(next));
    };
    const schedule = () => {
      if (!cancel) cancel = readInFrame(update);
    };
    const remeasure = () => {
      measure();
      schedule();
    };
    scheduleRef.current = schedule;
    measure();
    apply(compute(null));
    // Content above the list (notes, status lines) moves it: measure again when the page resizes.
    const resize = new ResizeObserver(remeasure);
    resize.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', remeasure);
    return () => {
      scheduleRef.current = null;
      cancel?.();
      resize.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', remeasure);
    };
  }, [ref, rowHeight, overscan, keep]);

  // More (or fewer) rows: the range is computed again in the next frame's read phase.
  useLayoutEffect(() => {
    if (countRef.current === count) return;
    countRef.current = count;
    scheduleRef.current?.();
  }, [count]);

  return range;
}
