/**
 * Where the chart's time axis puts its day, month and year labels. The chart library weighs
 * each candle's time (a new year, month, day, 12 hours, ... since the candle before) and labels
 * the heaviest; it weighs in UTC, so a "24 Nov" label sat at 00:00 UTC, which is 19:00 on the
 * 23rd in New York and 09:00 on the 24th in Tokyo, while the labels themselves print local
 * dates and times. Below a day, the chart weighs in the browser's zone instead (these
 * functions): a date label sits on the first candle of that local day, an hour label on a
 * whole local hour (India's half-hour offset included). Day candles keep the library's UTC
 * weights: a day candle is its trading date, shown as that date wherever the customer is.
 *
 * The weights are the library's own values (`TickMarkWeight`, not exported by it).
 */
export const TICK_WEIGHT = { year: 70, month: 60, day: 50, none: 0 } as const;

/** Intraday weights by the wall-clock step they start, largest last (seconds, weight). */
const INTRADAY: readonly (readonly [number, number])[] = [
  [1, 10],
  [60, 20],
  [300, 21],
  [1_800, 22],
  [3_600, 30],
  [10_800, 31],
  [21_600, 32],
  [43_200, 33],
];

/** The local wall-clock reading of UTC seconds `t`, as seconds: `t` plus the zone's offset then. */
function wallSeconds(t: number): number {
  return t - new Date(t * 1000).getTimezoneOffset() * 60;
}

/** The weight of a tick at UTC seconds `t` after one at `prev`, in the browser's time zone. */
export function localTickWeight(t: number, prev: number): number {
  const a = new Date(t * 1000);
  const b = new Date(prev * 1000);
  if (a.getFullYear() !== b.getFullYear()) return TICK_WEIGHT.year;
  if (a.getMonth() !== b.getMonth()) return TICK_WEIGHT.month;
  if (a.getDate() !== b.getDate()) return TICK_WEIGHT.day;
  const wa = wallSeconds(t);
  const wb = wallSeconds(prev);
  for (let i = INTRADAY.length - 1; i >= 0; i--) {
    const [step, weight] = INTRADAY[i]!;
    if (Math.floor(wa / step) !== Math.floor(wb / step)) return weight;
  }
  return TICK_WEIGHT.none;
}

/** A point of the library's time scale: its time as given (UTC seconds) and its weight. */
export interface WeightedPoint {
  readonly originalTime: unknown;
  timeWeight: number;
}

/**
 * Weighs `points` (sorted by time) from `start` on, as the library does but in local time: each
 * against the point before it; the first of all against a point one average step earlier.
 */
export function fillLocalWeights(points: readonly WeightedPoint[], start: number): void {
  const time = (i: number) => points[i]!.originalTime as number;
  for (let i = Math.max(start, 1); i < points.length; i++) points[i]!.timeWeight = localTickWeight(time(i), time(i - 1));
  if (start === 0 && points.length > 1) {
    const step = Math.ceil((time(points.length - 1) - time(0)) / (points.length - 1));
    points[0]!.timeWeight = localTickWeight(time(0), time(0) - step);
  }
}
