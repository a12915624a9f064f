import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { readInFrame, writeInFrame } from '@/lib/frame';

export interface RowRange {
  start: number;
  end: number;
  /**
   * The most rows a range can hold at this window height: a list renders row `i` in slot
   * `i % capacity`, so a row leaving one end hands its elements to the row entering the other.
   */
  capacity: number;
}

/** The most rows a range can hold: the rows a screen shows, plus the overscan on both sides. */
export function rangeCapacity(viewportHeight: number, rowHeight: number, overscan: number): number {
  return Math.ceil(viewportHeight / rowHeight) + 1 + 2 * overscan;
}

/**
 * Rows of a fixed-height list, scrolled with the page, that are on screen (plus `overscan`
 * rows each side). The list's place in the page is measured when the list or the window
 * changes size, so scrolling reads only the scroll position, in the read phase of the next
 * animation frame (lib/frame.ts: before the frame's DOM writes, such as quote ticks, so the
 * read does not force a layout); scroll events are coalesced to one update per frame, and the
 * range changes only when the screen comes within `keep` rows of its edge, so most scrolled
 * frames render nothing and the rows move in steps of a few. A new range is rendered in the
 * write phase of the same frame (synchronously: the rows reuse elements, see `capacity`), so
 * the rows are on screen in the frame that needs them and the frame's paced writes (quote
 * ticks) go with it.
 */
export function useWindowRange(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan = 10, keep = 2): RowRange {
  const [range, setRange] = useState<RowRange>(() => ({
    start: 0,
    end: Math.min(count, 16),
    capacity: rangeCapacity(typeof window === 'undefined' ? 0 : window.innerHeight, rowHeight, overscan),
  }));
  const topRef = useRef(0);
  // The row count changes as pages load: it is read when the range is computed, without
  // setting the listeners up again (which would measure the list in the middle of a commit).
  const countRef = useRef(count);
  const scheduleRef = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelRead: (() => void) | null = null;
    let cancelWrite: (() => void) | null = null;
    const measure = () => {
      topRef.current = el.getBoundingClientRect().top + window.scrollY;
    };
    const compute = (prev: RowRange | null): RowRange => {
      const count = countRef.current;
      const capacity = rangeCapacity(window.innerHeight, rowHeight, overscan);
      const y = window.scrollY - topRef.current;
      const first = Math.max(0, Math.floor(y / rowHeight));
      const last = Math.min(count, Math.ceil((y + window.innerHeight) / rowHeight));
      // Keep the rendered rows while the screen stays `keep` rows inside them (or at an end of
      // the list): the window moves in steps of several rows, not at every row.
      if (
        prev &&
        prev.capacity === capacity &&
        prev.end <= count &&
        (first - prev.start >= keep || prev.start === 0) &&
        (prev.end - last >= keep || prev.end === count) &&
        prev.start <= first &&
        prev.end >= last
      ) {
        return prev;
      }
      const start = Math.max(0, Math.min(count, first - overscan));
      const end = Math.max(start, Math.min(count, last + overscan, start + capacity));
      return { start, end, capacity };
    };
    let current: RowRange | null = null;
    const apply = (next: RowRange) => {
      current = next;
      setRange((prev) => (prev.start === next.start && prev.end === next.end && prev.capacity === next.capacity ? prev : next));
    };
    const update = () => {
      cancelRead = null;
      const next = compute(current);
      if (next === current) return;
      cancelWrite?.();
      cancelWrite = writeInFrame(() => {
        cancelWrite = null;
        flushSync(() => apply(next));
      });
    };
    const schedule = () => {
      if (!cancelRead) cancelRead = readInFrame(update);
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
      cancelRead?.();
      cancelWrite?.();
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
