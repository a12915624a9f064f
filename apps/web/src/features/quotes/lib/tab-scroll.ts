/** Left and right edges of a box in viewport pixels (a `DOMRect` will do). */
export interface Edges {
  left: number;
  right: number;
}

/**
 * How far (CSS pixels, positive to the right) a horizontally scrolling strip must scroll so
 * that `item` is in full view with `margin` to spare on both sides: 0 when it already is,
 * otherwise enough to centre it. Physical pixels, so the same in left-to-right and
 * right-to-left layouts (`Element.scrollBy` takes physical deltas too).
 */
export function scrollDeltaToShow(strip: Edges, item: Edges, margin = 24): number {
  if (item.left >= strip.left + margin && item.right <= strip.right - margin) return 0;
  return Math.round((item.left + item.right) / 2 - (strip.left + strip.right) / 2);
}
