import { describe, expect, it } from 'vitest';
import { calendarDate, RELATIVE_DAYS_LIMIT_SECONDS, relativeTime } from './relative-time.ts';

const NOW = new Date('2024-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('relativeTime: just now under 300 s, then minutes, hours, days (under 30), months, years', () => {
  it.each([
    [0, { key: 'time.just_now' }],
    [59, { key: 'time.just_now' }],
    [299, { key: 'time.just_now' }],
    [-3600, { key: 'time.just_now' }], // a time slightly in the future (clock skew)
    [300, { key: 'time.minutes_ago', count: 5 }],
    [359, { key: 'time.minutes_ago', count: 5 }],
    [3599, { key: 'time.minutes_ago', count: 59 }],
    [3600, { key: 'time.hours_ago', count: 1 }],
    [86399, { key: 'time.hours_ago', count: 23 }],
    [86400, { key: 'time.days_ago', count: 1 }],
    [29 * 86400 + 86399, { key: 'time.days_ago', count: 29 }],
    [30 * 86400, { key: 'time.months_ago', count: 1 }],
    [59 * 86400, { key: 'time.months_ago', count: 1 }],
    [60 * 86400, { key: 'time.months_ago', count: 2 }],
    [364 * 86400, { key: 'time.months_ago', count: 12 }],
    [365 * 86400, { key: 'time.years_ago', count: 1 }],
    [3 * 365 * 86400 + 100, { key: 'time.years_ago', count: 3 }],
  ])('%i s ago -> %j', (seconds, out) => {
    expect(relativeTime(ago(seconds), NOW)).toEqual(out);
  });

  it('takes millisecond timestamps and ISO strings', () => {
    expect(relativeTime(NOW.getTime() - 7_200_000, NOW.getTime())).toEqual({ key: 'time.hours_ago', count: 2 });
    expect(relativeTime('2024-06-12T11:00:00Z', '2024-06-15T12:00:00Z')).toEqual({ key: 'time.days_ago', count: 3 });
    expect(relativeTime('2024-06-15T11:59:30.500Z', NOW)).toEqual({ key: 'time.just_now' });
  });

  it('gives null for an invalid time', () => {
    expect(relativeTime('not a date', NOW)).toBeNull();
    expect(relativeTime(NOW, Number.NaN)).toBeNull();
  });

  it('gives the calendar date past the chosen threshold', () => {
    const options = { dateAfterSeconds: RELATIVE_DAYS_LIMIT_SECONDS, timeZone: 'UTC' };
    expect(relativeTime(ago(29 * 86400), NOW, options)).toEqual({ key: 'time.days_ago', count: 29 });
    expect(relativeTime(ago(30 * 86400), NOW, options)).toEqual({ key: 'time.date', date: '2024-05-16' });
    expect(relativeTime('2021-01-02T03:04:05Z', NOW, options)).toEqual({ key: 'time.date', date: '2021-01-02' });
    expect(relativeTime(ago(120), NOW, options)).toEqual({ key: 'time.just_now' });
  });

  it('reads the date in the given zone', () => {
    const late = '2024-01-01T20:30:00Z'; // already 2 January in Shanghai
    const options = { dateAfterSeconds: 86400 };
    expect(relativeTime(late, NOW, { ...options, timeZone: 'UTC' })).toEqual({ key: 'time.date', date: '2024-01-01' });
    expect(relativeTime(late, NOW, { ...options, timeZone: 'Asia/Shanghai' })).toEqual({ key: 'time.date', date: '2024-01-02' });
    expect(relativeTime(late, NOW, { ...options, timeZone: 'America/New_York' })).toEqual({
      key: 'time.date',
      date: '2024-01-01',
    });
  });
});

describe('calendarDate', () => {
  it.each([
    ['2024-02-29T00:00:00Z', 'UTC', '2024-02-29'],
    ['2024-02-29T23:59:59Z', 'Asia/Tokyo', '2024-03-01'],
    ['0999-05-06T12:00:00Z', 'UTC', '0999-05-06'],
  ])('%s in %s -> %s', (iso, zone, out) => {
    expect(calendarDate(new Date(iso), zone)).toBe(out);
  });
});
