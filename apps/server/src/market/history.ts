import type { PricePath } from './price-path.ts';
import { currentOrLastSession, previousSession, sessionsBetween } from './sessions.ts';
import { toBar } from './simulator.ts';
import { DAY, HOUR } from './time.ts';
import type { Bar, Interval } from './types.ts';

/**
 * How far back simulated history reaches, per interval: five years of days, a year of hours,
 * the last two sessions of minutes and the last trading hour of seconds (across a session
 * boundary where trading does not stop).
 */
export function historyStart(path: PricePath, interval: Interval, liveFrom: number, now: number): number {
  const kind = path.inst.session;
  switch (interval) {
    case 86400:
      return now - Math.round(5 * 365.25 * DAY) - 2 * DAY;
    case 3600:
      return now - 366 * DAY;
    case 60: {
      const s = currentOrLastSession(kind, liveFrom - 1);
      return previousSession(kind, s.day).start;
    }
    case 1: {
      // The hour before the live data, reaching into the previous session when the two
      // join without a break (crypto at the UTC day's turn, forex at 17:00 New York).
      const s = currentOrLastSession(kind, liveFrom - 1);
      const start = Math.min(liveFrom, s.end) - HOUR;
      if (start >= s.start) return start;
      return previousSession(kind, s.day).end >= s.start ? start : s.start;
    }
  }
}

/**
 * The simulator's candles of one interval in [from, until): exactly the candles the live
 * simulator would have built from its ticks, because both come from the same path.
 */
export function simulatedHistory(path: PricePath, interval: Interval, from: number, until: number): Bar[] {
  if (from >= until) return [];
  const kind = path.inst.session;
  // A day candle is keyed by its trading date, which may lie after its session's start.
  const sessions = sessionsBetween(kind, from - DAY, until + DAY);
  const out: Bar[] = [];
  const keep = (t: number) => t >= from && t < until;
  for (const s of sessions) {
    if (interval === 86400) {
      const t = s.day * DAY;
      if (keep(t)) out.push(toBar(path, path.day(s.day)!));
      continue;
    }
    if (s.end <= from || s.start >= until) continue;
    for (const hour of path.hours(s.day)) {
      if (hour.t + HOUR <= from || hour.t >= until) continue;
      if (interval === 3600) {
        if (keep(hour.t)) out.push(toBar(path, hour));
        continue;
      }
      for (const minute of path.minutes(hour)) {
        if (minute.t + 60_000 <= from || minute.t >= until) continue;
        if (interval === 60) {
          if (keep(minute.t)) out.push(toBar(path, minute));
          continue;
        }
        for (const second of path.seconds(minute)) if (keep(second.t)) out.push(toBar(path, second));
      }
    }
  }
  return out;
}
