import { describe, expect, it } from 'vitest';
import { currentOrLastSession, isOpen, nextSession, sessionAt, tradingDayOf, type SessionKind } from '../src/market/sessions.ts';
import { isoDate, nyLocal, nyOffset } from '../src/market/time.ts';

/** Trading sessions at pinned instants, including both daylight-saving switches and holidays. */
const at = (iso: string) => Date.parse(iso);
const open = (kind: SessionKind, iso: string) => isOpen(kind, at(iso));

describe('New York time', () => {
  it('matches the time zone database over several years', () => {
    const fmt = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    for (let t = Date.parse('2024-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 7 * 3_600_000 + 17 * 60_000) {
      const parts = Object.fromEntries(fmt.formatToParts(t).map((p) => [p.type, p.value]));
      const { day, minutes } = nyLocal(t);
      expect(`${isoDate(day)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`)
        .toBe(`${parts.year}-${parts.month}-${parts.day} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`);
    }
  });

  it('switches to daylight time on the second Sunday of March and back on the first Sunday of November', () => {
    expect(nyOffset(at('2026-03-08T06:59:59Z'))).toBe(-5 * 3_600_000);
    expect(nyOffset(at('2026-03-08T07:00:00Z'))).toBe(-4 * 3_600_000);
    expect(nyOffset(at('2026-11-01T05:59:59Z'))).toBe(-4 * 3_600_000);
    expect(nyOffset(at('2026-11-01T06:00:00Z'))).toBe(-5 * 3_600_000);
  });
});

describe('US equities: 09:30-16:00 New York on trading days', () => {
  it('opens at 09:30 and closes at 16:00 in winter (UTC-5)', () => {
    expect(open('us_equity', '2026-03-06T14:29:59Z')).toBe(false);
    expect(open('us_equity', '2026-03-06T14:30:00Z')).toBe(true);
    expect(open('us_equity', '2026-03-06T20:59:59Z')).toBe(true);
    expect(open('us_equity', '2026-03-06T21:00:00Z')).toBe(false);
  });

  it('opens an hour earlier in UTC after the March switch (UTC-4)', () => {
    expect(open('us_equity', '2026-03-09T13:29:59Z')).toBe(false);
    expect(open('us_equity', '2026-03-09T13:30:00Z')).toBe(true);
    expect(open('us_equity', '2026-03-09T19:59:59Z')).toBe(true);
    expect(open('us_equity', '2026-03-09T20:00:00Z')).toBe(false);
  });

  it('goes back after the November switch', () => {
    expect(open('us_equity', '2026-10-30T13:30:00Z')).toBe(true);
    expect(open('us_equity', '2026-11-02T13:30:00Z')).toBe(false);
    expect(open('us_equity', '2026-11-02T14:30:00Z')).toBe(true);
  });

  it('is closed on weekends and exchange holidays, and closes at 13:00 on early-close days', () => {
    expect(open('us_equity', '2026-11-21T16:00:00Z')).toBe(false); // Saturday
    expect(open('us_equity', '2026-11-22T16:00:00Z')).toBe(false); // Sunday
    expect(open('us_equity', '2026-11-26T16:00:00Z')).toBe(false); // Thanksgiving
    expect(open('us_equity', '2026-04-03T15:00:00Z')).toBe(false); // Good Friday
    expect(open('us_equity', '2026-06-19T15:00:00Z')).toBe(false); // Juneteenth
    expect(open('us_equity', '2026-07-03T15:00:00Z')).toBe(false); // Independence Day observed (July 4 is a Saturday)
    expect(open('us_equity', '2026-12-25T15:00:00Z')).toBe(false); // Christmas
    expect(open('us_equity', '2027-01-18T15:00:00Z')).toBe(false); // Martin Luther King Jr. Day
    expect(open('us_equity', '2026-11-27T17:59:59Z')).toBe(true); // day after Thanksgiving, 12:59 New York
    expect(open('us_equity', '2026-11-27T18:00:00Z')).toBe(false); // 13:00 early close
    expect(open('us_equity', '2026-12-24T17:59:00Z')).toBe(true);
    expect(open('us_equity', '2026-12-24T18:00:00Z')).toBe(false);
  });

  it('names the next open: after Friday close, Monday 09:30', () => {
    expect(new Date(nextSession('us_equity', at('2026-11-20T21:00:00Z')).start).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(new Date(nextSession('us_equity', at('2026-11-25T21:30:00Z')).start).toISOString()).toBe('2026-11-27T14:30:00.000Z');
    expect(isoDate(currentOrLastSession('us_equity', at('2026-11-22T12:00:00Z')).day)).toBe('2026-11-20');
  });
});

describe('forex: Sunday 17:00 to Friday 17:00 New York', () => {
  it('opens on Sunday 17:00 and closes on Friday 17:00 (winter)', () => {
    expect(open('forex', '2026-11-21T12:00:00Z')).toBe(false); // Saturday
    expect(open('forex', '2026-11-22T21:59:59Z')).toBe(false); // Sunday 16:59
    expect(open('forex', '2026-11-22T22:00:00Z')).toBe(true); // Sunday 17:00
    expect(open('forex', '2026-11-25T22:00:00Z')).toBe(true); // Wednesday 17:00 rolls over without a break
    expect(open('forex', '2026-11-27T21:59:59Z')).toBe(true); // Friday 16:59
    expect(open('forex', '2026-11-27T22:00:00Z')).toBe(false); // Friday 17:00
  });

  it('follows daylight time in summer', () => {
    expect(open('forex', '2026-06-14T20:59:59Z')).toBe(false);
    expect(open('forex', '2026-06-14T21:00:00Z')).toBe(true);
    expect(open('forex', '2026-06-19T20:59:59Z')).toBe(true);
    expect(open('forex', '2026-06-19T21:00:00Z')).toBe(false);
  });

  it('does not trade on Christmas Day or New Year\'s Day', () => {
    expect(open('forex', '2026-12-24T21:59:00Z')).toBe(true); // Thursday 16:59
    expect(open('forex', '2026-12-24T22:00:00Z')).toBe(false); // the 25th's session is not held
    expect(open('forex', '2026-12-25T15:00:00Z')).toBe(false);
    expect(open('forex', '2026-12-27T22:00:00Z')).toBe(true); // Sunday 17:00
    expect(open('forex', '2026-12-31T21:59:00Z')).toBe(true);
    expect(open('forex', '2027-01-01T12:00:00Z')).toBe(false);
    expect(open('forex', '2027-01-03T22:00:00Z')).toBe(true);
  });

  it('counts the evening after 17:00 as the next trading day', () => {
    expect(isoDate(tradingDayOf('forex', at('2026-11-22T22:30:00Z')))).toBe('2026-11-23');
    expect(isoDate(tradingDayOf('forex', at('2026-11-24T21:59:00Z')))).toBe('2026-11-24');
    expect(isoDate(tradingDayOf('forex', at('2026-11-24T22:00:00Z')))).toBe('2026-11-25');
  });
});

describe('CME futures: Sunday-Friday 18:00-17:00 New York with the daily break', () => {
  it('opens Sunday 18:00, pauses 17:00-18:00 each day and closes Friday 17:00', () => {
    expect(open('cme', '2026-11-22T22:59:59Z')).toBe(false); // Sunday 17:59
    expect(open('cme', '2026-11-22T23:00:00Z')).toBe(true); // Sunday 18:00
    expect(open('cme', '2026-11-24T21:59:59Z')).toBe(true); // Tuesday 16:59
    expect(open('cme', '2026-11-24T22:00:00Z')).toBe(false); // 17:00 break
    expect(open('cme', '2026-11-24T22:59:59Z')).toBe(false);
    expect(open('cme', '2026-11-24T23:00:00Z')).toBe(true); // 18:00 reopen
    expect(open('cme', '2026-11-27T22:00:00Z')).toBe(false); // Friday 17:00
    expect(open('cme', '2026-11-28T15:00:00Z')).toBe(false); // Saturday
  });

  it('shifts with daylight time', () => {
    expect(open('cme', '2026-07-14T20:59:00Z')).toBe(true); // 16:59 EDT
    expect(open('cme', '2026-07-14T21:00:00Z')).toBe(false); // 17:00 EDT
    expect(open('cme', '2026-07-14T22:00:00Z')).toBe(true); // 18:00 EDT
  });

  it('reports the reopening after the break', () => {
    expect(new Date(nextSession('cme', at('2026-11-24T22:10:00Z')).start).toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('halts at 13:00 on Thanksgiving, reopens at 18:00, and closes at 13:15 the day after', () => {
    expect(open('cme', '2026-11-26T17:59:59Z')).toBe(true); // Thursday 12:59
    expect(open('cme', '2026-11-26T18:00:00Z')).toBe(false); // 13:00 halt
    expect(open('cme', '2026-11-26T22:59:59Z')).toBe(false);
    expect(open('cme', '2026-11-26T23:00:00Z')).toBe(true); // 18:00, Friday's session
    expect(open('cme', '2026-11-27T18:14:59Z')).toBe(true); // Friday 13:14
    expect(open('cme', '2026-11-27T18:15:00Z')).toBe(false); // 13:15 early close
    expect(new Date(nextSession('cme', at('2026-11-27T18:15:00Z')).start).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('does not trade on Christmas, New Year\'s Day or Good Friday', () => {
    expect(open('cme', '2026-12-24T18:14:00Z')).toBe(true); // Christmas Eve 13:14
    expect(open('cme', '2026-12-24T18:15:00Z')).toBe(false); // 13:15 early close
    expect(open('cme', '2026-12-24T23:30:00Z')).toBe(false); // no session for the 25th
    expect(open('cme', '2026-12-25T15:00:00Z')).toBe(false);
    expect(open('cme', '2026-12-27T23:00:00Z')).toBe(true); // Sunday 18:00, Monday's session
    expect(open('cme', '2027-01-01T15:00:00Z')).toBe(false);
    expect(open('cme', '2026-04-02T22:30:00Z')).toBe(false); // Thursday 18:30, no session for Good Friday
    expect(open('cme', '2026-04-03T14:00:00Z')).toBe(false);
    expect(open('cme', '2026-04-05T22:00:00Z')).toBe(true); // Sunday 18:00 EDT
  });
});

describe('crypto: always open', () => {
  it('trades on weekends and holidays, with the UTC date as trading day', () => {
    for (const iso of ['2026-11-21T03:00:00Z', '2026-11-26T16:00:00Z', '2026-12-25T00:00:00Z', '2026-03-08T07:00:00Z']) {
      expect(open('crypto', iso)).toBe(true);
    }
    const s = sessionAt('crypto', at('2026-11-21T23:59:59Z'))!;
    expect(isoDate(s.day)).toBe('2026-11-21');
    expect(s.end).toBe(at('2026-11-22T00:00:00Z'));
  });
});
