import { DAY, nyLocal, nyTime, weekday } from './time.ts';
import { cmeDay, forexHoliday, usEquityDay } from './us-holidays.ts';

/**
 * Trading sessions per market, in New York time where the market keeps it:
 *
 * - `us_equity`: 09:30-16:00 Monday to Friday, NYSE holidays closed, 13:00 early closes.
 * - `forex`: Sunday 17:00 to Friday 17:00 without a daily break; the trading day rolls over at
 *   17:00 (the session that opens Sunday 17:00 is Monday's); no trading on Christmas Day and
 *   New Year's Day.
 * - `cme`: CME Globex, Sunday to Friday 18:00-17:00 with the daily 17:00-18:00 break; the
 *   session that opens at 18:00 belongs to the next day; closed on New Year's Day, Good Friday
 *   and Christmas, halting at 13:00 on other US holidays and at 13:15 on the NYSE's early-close
 *   days (`cmeDay`).
 * - `crypto`: always open; the trading day is the UTC calendar day.
 *
 * A session is identified by its trading day (day number of its date, see time.ts); `start`
 * and `end` are UTC instants, `end` exclusive.
 */
export type SessionKind = 'us_equity' | 'forex' | 'cme' | 'crypto';
export const SESSION_KINDS: SessionKind[] = ['us_equity', 'forex', 'cme', 'crypto'];

export interface Session {
  day: number;
  start: number;
  end: number;
}

const isWeekday = (day: number) => {
  const wd = weekday(day);
  return wd >= 1 && wd <= 5;
};

const sessionCache = new Map<string, Session | null>();

/** The session of a trading day, or null when the market does not trade that day. */
export function sessionOf(kind: SessionKind, day: number): Session | null {
  const key = `${kind}:${day}`;
  const hit = sessionCache.get(key);
  if (hit !== undefined) return hit;
  let s: Session | null = null;
  switch (kind) {
    case 'us_equity': {
      if (!isWeekday(day)) break;
      const cal = usEquityDay(day);
      if (!cal.holiday) s = { day, start: nyTime(day, 9 * 60 + 30), end: nyTime(day, cal.closeMinutes) };
      break;
    }
    case 'forex':
      if (isWeekday(day) && !forexHoliday(day)) s = { day, start: nyTime(day - 1, 17 * 60), end: nyTime(day, 17 * 60) };
      break;
    case 'cme': {
      if (!isWeekday(day)) break;
      const cal = cmeDay(day);
      if (!cal.closed) s = { day, start: nyTime(day - 1, 18 * 60), end: nyTime(day, cal.closeMinutes) };
      break;
    }
    case 'crypto':
      s = { day, start: day * DAY, end: (day + 1) * DAY };
      break;
  }
  if (sessionCache.size > 20_000) sessionCache.clear();
  sessionCache.set(key, s);
  return s;
}

/**
 * The trading day an event at `t` belongs to: the session containing `t`, or for an event
 * outside the session (a pre-market trade) the New York date (UTC date for crypto).
 */
export function tradingDayOf(kind: SessionKind, t: number): number {
  if (kind === 'crypto') return Math.floor(t / DAY);
  const { day, minutes } = nyLocal(t);
  if (kind === 'forex') return minutes >= 17 * 60 ? day + 1 : day;
  if (kind === 'cme') return minutes >= 18 * 60 ? day + 1 : day;
  return day;
}

/** The session in progress at `t`, or null when the market is closed. */
export function sessionAt(kind: SessionKind, t: number): Session | null {
  const s = sessionOf(kind, tradingDayOf(kind, t));
  return s && s.start <= t && t < s.end ? s : null;
}

export function isOpen(kind: SessionKind, t: number): boolean {
  return sessionAt(kind, t) !== null;
}

/** The session in progress at `t`, else the last one that ended at or before `t`. */
export function currentOrLastSession(kind: SessionKind, t: number): Session {
  for (let d = tradingDayOf(kind, t), i = 0; i < 30; d--, i++) {
    const s = sessionOf(kind, d);
    if (s && s.start <= t) return s;
  }
  throw new Error(`no ${kind} session in the 30 days before ${new Date(t).toISOString()}`);
}

/** The last session before the one of trading day `day`. */
export function previousSession(kind: SessionKind, day: number): Session {
  for (let d = day - 1, i = 0; i < 30; d--, i++) {
    const s = sessionOf(kind, d);
    if (s) return s;
  }
  throw new Error(`no ${kind} session in the 30 days before day ${day}`);
}

/** The first session that starts after `t`. */
export function nextSession(kind: SessionKind, t: number): Session {
  for (let d = tradingDayOf(kind, t), i = 0; i < 30; d++, i++) {
    const s = sessionOf(kind, d);
    if (s && s.start > t) return s;
  }
  throw new Error(`no ${kind} session in the 30 days after ${new Date(t).toISOString()}`);
}

/** Sessions that overlap [from, to), oldest first. */
export function sessionsBetween(kind: SessionKind, from: number, to: number): Session[] {
  const out: Session[] = [];
  const first = tradingDayOf(kind, from) - 1;
  const last = tradingDayOf(kind, to) + 1;
  for (let d = first; d <= last; d++) {
    const s = sessionOf(kind, d);
    if (s && s.end > from && s.start < to) out.push(s);
  }
  return out;
}

