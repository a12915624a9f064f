import { afterEach, describe, expect, it } from 'vitest';
import { fillLocalWeights, localTickWeight, TICK_WEIGHT, type WeightedPoint } from './tick-weights';

/** Hourly points from `from` (ISO, UTC), `n` of them, weighed as the chart weighs them. */
function hourly(from: string, n: number): WeightedPoint[] {
  const t0 = Date.parse(from) / 1000;
  const points = Array.from({ length: n }, (_, i) => ({ originalTime: t0 + i * 3600, timeWeight: -1 }));
  fillLocalWeights(points, 0);
  return points;
}
/** The UTC times (ISO) of the points weighed as a new day or more. */
const dayStarts = (points: WeightedPoint[]) =>
  points.filter((p) => p.timeWeight >= TICK_WEIGHT.day).map((p) => new Date((p.originalTime as number) * 1000).toISOString());

const zone = process.env.TZ;
const inZone = (tz: string) => {
  process.env.TZ = tz;
};
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('chart tick weights in the browser’s time zone', () => {
  it('starts a day at local midnight: New York, Tokyo, and India’s half-hour offset', () => {
    inZone('America/New_York');
    expect(dayStarts(hourly('2026-11-23T20:00:00Z', 12))).toEqual(['2026-11-24T05:00:00.000Z']);
    inZone('Asia/Tokyo');
    expect(dayStarts(hourly('2026-11-23T20:00:00Z', 24))).toEqual(['2026-11-24T15:00:00.000Z']);
    // 00:30 local is the first hourly candle of the day there.
    inZone('Asia/Kolkata');
    expect(dayStarts(hourly('2026-11-23T12:00:00Z', 12))).toEqual(['2026-11-23T19:00:00.000Z']);
    inZone('UTC');
    expect(dayStarts(hourly('2026-11-23T20:00:00Z', 12))).toEqual(['2026-11-24T00:00:00.000Z']);
  });

  it('weighs a new local month and year above a day', () => {
    inZone('Asia/Tokyo');
    // 31 Dec 15:00 UTC is 1 Jan 00:00 in Tokyo.
    expect(localTickWeight(Date.parse('2026-12-31T15:00:00Z') / 1000, Date.parse('2026-12-31T14:00:00Z') / 1000)).toBe(TICK_WEIGHT.year);
    expect(localTickWeight(Date.parse('2026-11-30T15:00:00Z') / 1000, Date.parse('2026-11-30T14:00:00Z') / 1000)).toBe(TICK_WEIGHT.month);
    expect(localTickWeight(Date.parse('2027-01-01T00:00:00Z') / 1000, Date.parse('2026-12-31T23:00:00Z') / 1000)).toBeLessThan(TICK_WEIGHT.day);
  });

  it('weighs whole local hours by their step: 12, 6, 3 and 1 hours, 30, 5 and 1 minutes, seconds', () => {
    inZone('Asia/Kolkata');
    const at = (iso: string) => Date.parse(iso) / 1000;
    // 06:30 UTC is 12:00 in India; 00:30 UTC is 06:00; 03:30 UTC is 09:00.
    expect(localTickWeight(at('2026-11-24T06:30:00Z'), at('2026-11-24T06:29:00Z'))).toBe(33);
    expect(localTickWeight(at('2026-11-24T00:30:00Z'), at('2026-11-24T00:29:00Z'))).toBe(32);
    expect(localTickWeight(at('2026-11-24T03:30:00Z'), at('2026-11-24T03:29:00Z'))).toBe(31);
    expect(localTickWeight(at('2026-11-24T04:30:00Z'), at('2026-11-24T04:29:00Z'))).toBe(30);
    // 05:00 UTC is 10:30 there: a half hour, not an hour.
    expect(localTickWeight(at('2026-11-24T05:00:00Z'), at('2026-11-24T04:59:00Z'))).toBe(22);
    expect(localTickWeight(at('2026-11-24T05:05:00Z'), at('2026-11-24T05:04:00Z'))).toBe(21);
    expect(localTickWeight(at('2026-11-24T05:06:00Z'), at('2026-11-24T05:05:00Z'))).toBe(20);
    expect(localTickWeight(at('2026-11-24T05:06:01Z'), at('2026-11-24T05:06:00Z'))).toBe(10);
  });

  it('gives the repeated hour when clocks go back no label of its own, and weighs every point', () => {
    inZone('America/New_York');
    // 31 Oct 23:00 EDT, 1 Nov 00:00 EDT (a new month), 01:00 EDT, 01:00 EST again, 02:00 EST.
    const points = hourly('2026-11-01T03:00:00Z', 5);
    expect(points.map((p) => p.timeWeight)).toEqual([30, TICK_WEIGHT.month, 30, TICK_WEIGHT.none, 30]);
  });

  it('weighs from a given point on against the point before it, leaving earlier ones', () => {
    inZone('America/New_York');
    const t0 = Date.parse('2026-11-24T03:00:00Z') / 1000;
    const points = [0, 1, 2, 3].map((i) => ({ originalTime: t0 + i * 3600, timeWeight: -1 }));
    fillLocalWeights(points, 2);
    expect(points.map((p) => p.timeWeight)).toEqual([-1, -1, TICK_WEIGHT.day, 30]);
    fillLocalWeights([], 0);
  });
});
