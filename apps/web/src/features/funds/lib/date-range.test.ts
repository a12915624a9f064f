import { afterEach, describe, expect, it } from 'vitest';
import { isReversedRange, localDayRange } from './date-range';

describe('isReversedRange', () => {
  it('is true only when the start is after the end', () => {
    expect(isReversedRange('2026-11-30', '2026-11-01')).toBe(true);
    expect(isReversedRange('2026-11-01', '2026-11-30')).toBe(false);
    expect(isReversedRange('2026-11-01', '2026-11-01')).toBe(false);
    expect(isReversedRange('2026-11-30', '')).toBe(false);
    expect(isReversedRange('', '2026-11-01')).toBe(false);
  });
});

describe('localDayRange', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('covers whole days of the phone clock, the end day included', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(localDayRange('2026-11-26', '2026-11-26')).toEqual({ from: '2026-11-26T08:00:00.000Z', to: '2026-11-27T08:00:00.000Z' });
    // Daylight saving ends on 1 November 2026 in California: that day has 25 hours.
    expect(localDayRange('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01T07:00:00.000Z', to: '2026-11-02T08:00:00.000Z' });
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    expect(localDayRange('2026-11-26', '2026-11-30')).toEqual({ from: '2026-11-25T17:00:00.000Z', to: '2026-11-30T17:00:00.000Z' });
    process.env.TZ = 'UTC';
    expect(localDayRange('2026-12-31', '2026-12-31')).toEqual({ from: '2026-12-31T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
  });

  it('leaves an open end open, and stays within the years the server stores', () => {
    process.env.TZ = 'UTC';
    expect(localDayRange('', '2026-11-26')).toEqual({ from: '', to: '2026-11-27T00:00:00.000Z' });
    expect(localDayRange('2026-11-26', '')).toEqual({ from: '2026-11-26T00:00:00.000Z', to: '' });
    expect(localDayRange('0050-03-01', '9999-12-31')).toEqual({ from: '0050-03-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' });
    process.env.TZ = 'Asia/Tokyo';
    expect(localDayRange('0001-01-01', '')).toEqual({ from: '0001-01-01T00:00:00.000Z', to: '' });
  });
});
