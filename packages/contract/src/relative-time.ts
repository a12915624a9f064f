/**
 * "How long ago" for messages, notices and records (spec point 9), as an i18n key and a
 * count so every locale words and pluralises it itself: `t(r.key, r)`.
 */

export const SECONDS = { MINUTE: 60, HOUR: 3600, DAY: 86400 } as const;
/** Below this age a time reads "just now". */
export const JUST_NOW_SECONDS = 300;
/** Ages below 30 days read in days; from there in months (30 days), then years (365 days). */
export const RELATIVE_DAYS_LIMIT_SECONDS = 30 * SECONDS.DAY;
const MONTH_SECONDS = 30 * SECONDS.DAY;
const YEAR_SECONDS = 365 * SECONDS.DAY;

export type RelativeTimeCountKey =
  | 'time.minutes_ago'
  | 'time.hours_ago'
  | 'time.days_ago'
  | 'time.months_ago'
  | 'time.years_ago';

export type RelativeTime =
  | { key: 'time.just_now' }
  | { key: RelativeTimeCountKey; count: number }
  | { key: 'time.date'; date: string };

export interface RelativeTimeOptions {
  /**
   * From this age in seconds on, give the calendar date (`time.date`, `YYYY-MM-DD`) instead
   * of months or years. Pass `RELATIVE_DAYS_LIMIT_SECONDS` to switch to dates right after
   * "29 days ago". Default: never.
   */
  dateAfterSeconds?: number;
  /** IANA zone the calendar date is read in (default: the runtime's own zone). */
  timeZone?: string;
}

export type TimeInput = Date | number | string;

/** A Date from a Date, a millisecond timestamp or an ISO string; null when invalid. */
export function toDate(v: TimeInput): Date | null {
  const d = v instanceof Date ? new Date(v.getTime()) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * How long before `now` the time `date` was (timestamps are milliseconds):
 * - under 300 s (or in the future, from clock skew): `time.just_now`;
 * - under an hour: `time.minutes_ago` with whole minutes (5 to 59);
 * - under a day: `time.hours_ago` with whole hours;
 * - under 30 days: `time.days_ago` with whole days;
 * - then `time.months_ago` (whole 30-day months, 1 to 12) below 365 days, and
 *   `time.years_ago` (whole 365-day years) after; or `time.date` from `dateAfterSeconds` on.
 * Returns null when either time is invalid.
 */
export function relativeTime(date: TimeInput, now: TimeInput, options: RelativeTimeOptions = {}): RelativeTime | null {
  const then = toDate(date);
  const current = toDate(now);
  if (!then || !current) return null;
  const seconds = Math.floor((current.getTime() - then.getTime()) / 1000);
  if (seconds < JUST_NOW_SECONDS) return { key: 'time.just_now' };
  if (options.dateAfterSeconds !== undefined && seconds >= options.dateAfterSeconds) {
    return { key: 'time.date', date: calendarDate(then, options.timeZone) };
  }
  if (seconds < SECONDS.HOUR) return { key: 'time.minutes_ago', count: Math.floor(seconds / SECONDS.MINUTE) };
  if (seconds < SECONDS.DAY) return { key: 'time.hours_ago', count: Math.floor(seconds / SECONDS.HOUR) };
  if (seconds < RELATIVE_DAYS_LIMIT_SECONDS) return { key: 'time.days_ago', count: Math.floor(seconds / SECONDS.DAY) };
  if (seconds < YEAR_SECONDS) return { key: 'time.months_ago', count: Math.floor(seconds / MONTH_SECONDS) };
  return { key: 'time.years_ago', count: Math.floor(seconds / YEAR_SECONDS) };
}

/** `YYYY-MM-DD` of a moment in the given IANA zone (default: the runtime's zone). */
export function calendarDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
