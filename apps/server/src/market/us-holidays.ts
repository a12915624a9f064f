import { dayNumber, nthWeekday, weekday } from './time.ts';

/**
 * NYSE full-day holidays and 13:00 early closes (and from them CME Globex's and the currency
 * market's holiday hours, below), from the exchange's published rules:
 * New Year's Day, Martin Luther King Jr. Day, Washington's Birthday, Good Friday, Memorial
 * Day, Juneteenth (from 2022), Independence Day, Labor Day, Thanksgiving and Christmas, a
 * Saturday holiday observed the Friday before and a Sunday one the Monday after (except New
 * Year's Day on a Saturday, which is not observed). Early closes: the day after Thanksgiving,
 * Christmas Eve and July 3 when they are ordinary weekdays. Unscheduled closures (national
 * days of mourning, storms) are not predictable and are not modelled.
 */
export interface UsEquityCalendarDay {
  holiday: boolean;
  /** Close in minutes after New York midnight: 960 (16:00) or 780 (13:00). */
  closeMinutes: number;
}

interface YearTable {
  holidays: Set<number>;
  early: Set<number>;
  /** Holidays on which CME Globex does not trade at all (New Year's Day, Good Friday, Christmas). */
  cmeClosed: Set<number>;
}

const cache = new Map<number, YearTable>();

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(y, month, day);
}

function observed(day: number): number {
  const wd = weekday(day);
  if (wd === 6) return day - 1;
  if (wd === 0) return day + 1;
  return day;
}

function yearTable(y: number) {
  let t = cache.get(y);
  if (t) return t;
  const holidays = new Set<number>();
  const cmeClosed = new Set<number>();
  const newYear = dayNumber(y, 1, 1);
  if (weekday(newYear) !== 6) holidays.add(observed(newYear));
  if (weekday(newYear) !== 6) cmeClosed.add(observed(newYear));
  cmeClosed.add(easter(y) - 2);
  cmeClosed.add(observed(dayNumber(y, 12, 25)));
  holidays.add(nthWeekday(y, 1, 1, 3));
  holidays.add(nthWeekday(y, 2, 1, 3));
  holidays.add(easter(y) - 2);
  holidays.add(nthWeekday(y, 5, 1, -1));
  if (y >= 2022) holidays.add(observed(dayNumber(y, 6, 19)));
  holidays.add(observed(dayNumber(y, 7, 4)));
  holidays.add(nthWeekday(y, 9, 1, 1));
  const thanksgiving = nthWeekday(y, 11, 4, 4);
  holidays.add(thanksgiving);
  holidays.add(observed(dayNumber(y, 12, 25)));

  const early = new Set<number>();
  const isOrdinaryWeekday = (d: number) => weekday(d) >= 1 && weekday(d) <= 5 && !holidays.has(d);
  for (const d of [thanksgiving + 1, dayNumber(y, 12, 24), dayNumber(y, 7, 3)]) {
    if (isOrdinaryWeekday(d)) early.add(d);
  }
  t = { holidays, early, cmeClosed };
  cache.set(y, t);
  return t;
}

// A Saturday January 1 of next year is never observed, so one year's table suffices.
const tableOf = (day: number) => yearTable(new Date(day * 86_400_000).getUTCFullYear());

export function usEquityDay(day: number): UsEquityCalendarDay {
  const t = tableOf(day);
  return { holiday: t.holidays.has(day), closeMinutes: t.early.has(day) ? 13 * 60 : 16 * 60 };
}

/**
 * CME Globex on a weekday, after CME Group's holiday calendar for equity index futures (the
 * other groups differ by minutes): closed all day on New Year's Day, Good Friday and
 * Christmas; on the other US holidays (Martin Luther King Jr., Washington's Birthday,
 * Memorial Day, Juneteenth, Independence Day, Labor Day, Thanksgiving) trading halts at
 * 12:00 Chicago (13:00 New York); on the NYSE's early-close days (the day after
 * Thanksgiving, Christmas Eve, July 3) it ends at 12:15 Chicago (13:15 New York). The
 * session of the following trading day opens at 18:00 New York as usual.
 */
export interface CmeCalendarDay {
  closed: boolean;
  /** End of the day's session in minutes after New York midnight: 1020 (17:00), 780 or 795. */
  closeMinutes: number;
}

export function cmeDay(day: number): CmeCalendarDay {
  const t = tableOf(day);
  if (t.cmeClosed.has(day)) return { closed: true, closeMinutes: 17 * 60 };
  if (t.holidays.has(day)) return { closed: false, closeMinutes: 13 * 60 };
  return { closed: false, closeMinutes: t.early.has(day) ? 13 * 60 + 15 : 17 * 60 };
}

/**
 * Whether the interbank currency market is shut for trading day `day`: Christmas Day and New
 * Year's Day (the dates themselves), when banks everywhere are closed.
 */
export function forexHoliday(day: number): boolean {
  const d = new Date(day * 86_400_000);
  const [m, dd] = [d.getUTCMonth() + 1, d.getUTCDate()];
  return (m === 12 && dd === 25) || (m === 1 && dd === 1);
}
