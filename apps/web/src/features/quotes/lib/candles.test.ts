import { describe, expect, it } from 'vitest';
import type { Candle } from '@/lib/ws';
import { CandleSeriesData } from './candles';

const c = (t: number, close = '1'): Candle => ({ t, o: '1', h: close, l: '1', c: close, v: '1', vw: '1' });

describe('chart candles', () => {
  it('moves the open candle, appends the next one and ignores final older ones', () => {
    const d = new CandleSeriesData();
    d.reset([c(2000), c(1000)]);
    expect(d.bars.map((b) => b.t)).toEqual([1000, 2000]);
    expect(d.live(c(2000, '5'))).toBe('update');
    expect(d.last?.c).toBe('5');
    expect(d.live(c(3000, '6'))).toBe('append');
    expect(d.live(c(1000, '9'))).toBeNull();
    expect(d.bars.map((b) => b.c)).toEqual(['1', '5', '6']);
  });

  it('puts older history in front without duplicates', () => {
    const d = new CandleSeriesData();
    d.reset([c(3000), c(4000)]);
    expect(d.prepend([c(1000), c(2000), c(3000)])).toBe(2);
    expect(d.bars.map((b) => b.t)).toEqual([1000, 2000, 3000, 4000]);
    expect(d.at(2000)?.t).toBe(2000);
    expect(d.at(2500)).toBeUndefined();
  });

  it('replaces the recent part after a reconnect and keeps the older history', () => {
    const d = new CandleSeriesData();
    d.reset([c(1000), c(2000), c(3000, '1')]);
    d.mergeLatest([c(3000, '7'), c(4000, '8')]);
    expect(d.bars.map((b) => `${b.t}:${b.c}`)).toEqual(['1000:1', '2000:1', '3000:7', '4000:8']);
  });

  it('keeps the live candles that came in while the history after a reconnect was on its way', () => {
    const v = (t: number, close: string, volume: string): Candle => ({ ...c(t, close), v: volume });
    const d = new CandleSeriesData();
    d.reset([c(1000), c(2000)]);
    // Live while the history loads: 4000 (newer than the answer's last), 5000, 6000.
    d.live(v(4000, '4', '9'));
    d.live(v(5000, '5', '2'));
    d.live(v(6000, '6', '1'));
    // The answer was read when 4000 was still open with less traded.
    d.mergeLatest([v(3000, '3', '5'), v(4000, '3.5', '4'), v(2000, '2', '5')]);
    expect(d.bars.map((b) => `${b.t}:${b.c}`)).toEqual(['1000:1', '2000:2', '3000:3', '4000:4', '5000:5', '6000:6']);
    // An answer's open candle that has traded more than the live one is the later state.
    d.mergeLatest([v(6000, '6.5', '3')]);
    expect(d.last).toMatchObject({ t: 6000, c: '6.5' });
  });

  it('steps from a candle to its neighbours for the keyboard, kept within the series', () => {
    const data = new CandleSeriesData();
    expect(data.step(undefined, -1)).toBeUndefined();
    data.reset([c(3000, '3'), c(1000, '1'), c(2000, '2'), c(4000, '4')]);
    const at = (t: number | undefined, by: number) => data.step(t, by)?.candle.t;
    // From nothing chosen (or a candle no longer there): from the last.
    expect(at(undefined, -1)).toBe(3000);
    expect(at(2500, 0)).toBe(4000);
    expect(at(2000, 1)).toBe(3000);
    expect(at(2000, -1)).toBe(1000);
    expect(at(1000, -1)).toBe(1000);
    expect(at(4000, 1)).toBe(4000);
    expect(data.step(3000, -Infinity)).toMatchObject({ index: 0, candle: { t: 1000 } });
    expect(data.step(1000, Infinity)).toMatchObject({ index: 3, candle: { t: 4000 } });
    expect(data.at(3000)?.c).toBe('3');
    expect(data.at(3500)).toBeUndefined();
  });
});
