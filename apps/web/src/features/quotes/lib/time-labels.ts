/**
 * Whole time labels on the chart's time axis. The chart library centres each time label on
 * its candle and draws it even when the candle is so near the left or right edge that part of
 * the label falls outside the axis (a month name on the first candle on screen, a time under
 * the price axis while scrolling); the chart leaves such a label out until it fits.
 */

/**
 * How far from an edge (CSS pixels) a label's centre must be before it is checked against
 * that edge: more than half the widest label (a time with seconds, a 12-hour time with its
 * day period, a month name: under 80 px at the chart's 11 px).
 */
export const TIME_LABEL_EDGE_BAND = 100;

/** Room (CSS pixels) a label keeps from either edge, so that no stroke of it touches the edge. */
export const TIME_LABEL_MARGIN = 2;

/**
 * True when a label `textWidth` wide, centred at `x`, lies wholly inside an axis `width` wide,
 * `TIME_LABEL_MARGIN` from its edges.
 */
export function timeLabelFits(x: number, textWidth: number, width: number): boolean {
  return x - textWidth / 2 >= TIME_LABEL_MARGIN && x + textWidth / 2 <= width - TIME_LABEL_MARGIN;
}

/**
 * The key under which the library keeps a formatted time label, for a tick at `time` (whole
 * seconds, in milliseconds: the library's own key) drawn at `x` on an axis `width` wide. Well
 * inside the axis it is the time, so a label is formatted once; within the edge band the time
 * plus the label's pixel distance to that edge (an offset from 2 to 401, so the keys of
 * different seconds never meet), so the label is formatted, and checked, again whenever it
 * moves there or the axis changes width.
 */
export function timeLabelKey(time: number, x: number | null, width: number): number {
  if (x === null || !Number.isFinite(x)) return time;
  const band = TIME_LABEL_EDGE_BAND;
  const fromLeft = Math.round(x);
  const fromRight = Math.round(width - x);
  if (fromLeft < fromRight) return Math.abs(fromLeft) < band ? time + 1 + band + fromLeft : time;
  return Math.abs(fromRight) < band ? time + 2 + 3 * band + fromRight : time;
}
