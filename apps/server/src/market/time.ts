/**
 * Calendar arithmetic in UTC and New York time without Intl: market sessions are checked on
 * every simulator step, so the offset is computed from the US daylight-saving rule directly
 * (since 2007: second Sunday of March 02:00 to first Sunday of November 02:00 local time).
 *
 * A "day number" is the count of days since 1970-01-01 (UTC calendar); weekdays are 0 = Sunday.
 */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function dayNumber(y: number, m: number, d: number): number {
  return Math.floor(Date.UTC(y, m - 1, d) / DAY);
}

export function dateOf(day: number): { y: number; m: number; d: number } {
  const dt = new Date(day * DAY);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** `YYYY-MM-DD` of a day number. */
export function isoDate(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Day number of the n-th (1-based) given weekday of a month; n = -1 is the last one. */
export function nthWeekday(y: number, m: number, wd: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(y, m, 1);
    return first + ((wd - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber(y, m + 1, 1) - 1;
  return last - ((weekday(last) - wd + 7) % 7);
}

const dstCache = new Map<number, [number, number]>();

/** UTC instants [start, end) of US daylight-saving time in a year. */
function dstBounds(y: number): [number, number] {
  let b = dstCache.get(y);
  if (!b) {
    // 02:00 EST = 07:00 UTC on the second Sunday of March; 02:00 EDT = 06:00 UTC on the first Sunday of November.
    b = [nthWeekday(y, 3, 0, 2) * DAY + 7 * HOUR, nthWeekday(y, 11, 0, 1) * DAY + 6 * HOUR];
    dstCache.set(y, b);
  }
  return b;
}

/** New York's offset from UTC in ms at an instant (-4 h in summer, -5 h in winter). */
export function nyOffset(utcMs: number): number {
  const y = new Date(utcMs).getUTCFullYear();
  const [start, end] = dstBounds(y);
  return utcMs >= start && utcMs < end ? -4 * HOUR : -5 * HOUR;
}

/** The UTC instant of a New York wall-clock time on a day (minutes after local midnight). */
export function nyTime(day: number, minutes: number): number {
  const local = day * DAY + minutes * MINUTE;
  const winter = local + 5 * HOUR;
  return nyOffset(winter) === -4 * HOUR && nyOffset(local + 4 * HOUR) === -4 * HOUR ? local + 4 * HOUR : winter;
}

/** New York calendar day and minutes after local midnight of an instant. */
export function nyLocal(utcMs: number): { day: number; minutes: number } {
  const local = utcMs + nyOffset(utcMs);
  const day = Math.floor(local / DAY);
  return { day, minutes: Math.floor((local - day * DAY) / MINUTE) };
}

/** Start of the bucket of `size` ms that contains `t` (epoch-aligned). */
export function bucketStart(t: number, size: number): number {
  return Math.floor(t / size) * size;
}
