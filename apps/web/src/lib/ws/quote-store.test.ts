import { describe, expect, it } from 'vitest';
import { driveAnimationFrames } from '@/testing/animation-frames';
import { applyDetails, applyTickers, liveQuotes, primeQuotes } from './quote-store';
import type { TickerInfo, TickerItem } from './types';

const tick = (code: string, p: string, ts: number, extra: Partial<TickerItem> = {}): TickerItem => ({
  code,
  p,
  cr: '0.50',
  cp: '1.00',
  ta: '100.00',
  ts,
  mo: 1,
  st: 0,
  ...extra,
});

const info = (nowPrice: string, ts: number): TickerInfo => ({
  nowPrice,
  changePrice: '0',
  changeRate: '0.00',
  tradeAmount: '0.00',
  day: null,
  min: null,
  prevDay: null,
  tradingDay: '2026-11-22',
  source: 'simulated',
  ts,
  marketOpen: true,
  stale: false,
  nextOpen: null,
});

describe('live quote store', () => {
  // Views hear about stream ticks in the next animation frame.
  const { nextFrame } = driveAnimationFrames();

  it('records the direction of each price change and counts the changes', () => {
    applyTickers([tick('T:A', '10.00', 1)]);
    expect(liveQuotes.get('T:A')).toMatchObject({ price: '10.00', move: 0, moves: 0 });
    applyTickers([tick('T:A', '10.50', 2)]);
    expect(liveQuotes.get('T:A')).toMatchObject({ price: '10.50', move: 1, moves: 1 });
    applyTickers([tick('T:A', '9.99', 3)]);
    expect(liveQuotes.get('T:A')).toMatchObject({ price: '9.99', move: -1, moves: 2 });
  });

  it('ignores an update older than the value it has', () => {
    applyTickers([tick('T:B', '5.00', 100)]);
    applyTickers([tick('T:B', '4.00', 99)]);
    expect(liveQuotes.get('T:B')?.price).toBe('5.00');
  });

  it('lets a fresh snapshot replace the kept value, even a later-stamped one, without flashing', () => {
    applyTickers([tick('T:C', '5.00', 100)]);
    applyTickers([tick('T:C', '6.00', 101)]);
    applyTickers([tick('T:C', '7.00', 50, { mo: 0 })], true);
    expect(liveQuotes.get('T:C')).toMatchObject({ price: '7.00', marketOpen: false, move: 0 });
  });

  it('notifies only the listeners of the products that changed, once per animation frame', () => {
    applyTickers([tick('T:D', '1.00', 1), tick('T:E', '2.00', 1)]);
    let d = 0;
    let e = 0;
    const offD = liveQuotes.subscribe('T:D', () => d++);
    const offE = liveQuotes.subscribe('T:E', () => e++);
    applyTickers([tick('T:D', '1.10', 2), tick('T:D', '1.20', 3)]);
    applyTickers([tick('T:D', '1.30', 4)]);
    // The value is there at once; the views hear about it in the next frame, once.
    expect(liveQuotes.get('T:D')?.price).toBe('1.30');
    expect([d, e]).toEqual([0, 0]);
    nextFrame();
    expect([d, e]).toEqual([1, 0]);
    // An unchanged value notifies nobody.
    applyTickers([tick('T:E', '2.00', 5)]);
    nextFrame();
    expect([d, e]).toEqual([1, 0]);
    offD();
    offE();
    expect(liveQuotes.listenerCount('T:D')).toBe(0);
  });

  it('does not let an HTTP row override a newer streamed quote', () => {
    applyTickers([tick('T:F', '3.00', 500)]);
    primeQuotes([{ productCode: 'T:F', tickerInfo: info('2.00', 400) }]);
    expect(liveQuotes.get('T:F')?.price).toBe('3.00');
    primeQuotes([{ productCode: 'T:F', tickerInfo: info('3.50', 600) }]);
    expect(liveQuotes.get('T:F')).toMatchObject({ price: '3.50', move: 0 });
  });

  it('keeps list quotes current from the detail channel', () => {
    applyDetails([{ code: 'T:G', data: info('42.00', 10) }]);
    applyDetails([{ code: 'T:G', data: info('43.00', 11) }]);
    expect(liveQuotes.get('T:G')).toMatchObject({ price: '43.00', move: 1 });
  });
});
