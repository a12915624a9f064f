import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { historyStart, simulatedHistory } from '../src/market/history.ts';
import { PricePath, type PathBar } from '../src/market/price-path.ts';
import { currentOrLastSession, previousSession } from '../src/market/sessions.ts';
import { toBar } from '../src/market/simulator.ts';
import type { Bar } from '../src/market/types.ts';
import { instrument, manualMarket } from './market-helpers.ts';

/**
 * The simulator: candles consistent at every level, volumes that add up, reproducible from
 * the seed, no ticks while a market is closed, change against the previous session's close.
 */
function expectConsistent(parent: PathBar, children: PathBar[]) {
  expect(children.length).toBeGreaterThan(0);
  expect(children[0]!.o).toBe(parent.o);
  expect(children[children.length - 1]!.c).toBe(parent.c);
  expect(Math.max(...children.map((c) => c.h))).toBe(parent.h);
  expect(Math.min(...children.map((c) => c.l))).toBe(parent.l);
  expect(children.reduce((s, c) => s + c.v, 0)).toBe(parent.v);
  for (let i = 0; i < children.length; i++) {
    const c = children[i]!;
    expect(c.l).toBeLessThanOrEqual(Math.min(c.o, c.c));
    expect(c.h).toBeGreaterThanOrEqual(Math.max(c.o, c.c));
    if (i > 0) expect(c.o).toBe(children[i - 1]!.c);
  }
}

const sameBar = (a: Bar, b: Bar) => expect([a.t, a.o, a.h, a.l, a.c, a.v]).toEqual([b.t, b.o, b.h, b.l, b.c, b.v]);

describe('simulated price path', () => {
  it('keeps every day, hour, minute, second and tick inside its parent, with volumes that add up', () => {
    for (const code of ['AAPL', 'X:BTCUSD', 'F:ES', 'C:EURUSD']) {
      const inst = instrument(code);
      const path = new PricePath(inst, 42);
      const day = currentOrLastSession(inst.session, Date.parse('2026-11-24T15:00:00Z')).day;
      const d = path.day(day)!;
      const hours = path.hours(day);
      expectConsistent(d, hours);
      for (const h of hours) expectConsistent(h, path.minutes(h));
      const minute = path.minutes(hours[1]!)[7]!;
      const seconds = path.seconds(minute);
      expect(seconds).toHaveLength(60);
      expectConsistent(minute, seconds);
      for (const s of seconds) {
        const ticks = path.ticks(s);
        expect(ticks).toHaveLength(10);
        expect(ticks[0]!.p).toBe(s.o);
        expect(ticks[9]!.p).toBe(s.c);
        expect(Math.max(...ticks.map((k) => k.p))).toBe(s.h);
        expect(Math.min(...ticks.map((k) => k.p))).toBe(s.l);
        expect(ticks.reduce((a, k) => a + k.v, 0)).toBe(s.v);
      }
      // Rounded to the instrument's price step, the candles stay ordered.
      for (const h of hours) {
        const b = toBar(path, h);
        expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
        expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
        expect(b.o % inst.tickUnits).toBe(0);
      }
    }
  });

  it('opens US stocks at a gap from the previous close but continues forex from it', () => {
    const day = currentOrLastSession('us_equity', Date.parse('2026-11-24T15:00:00Z')).day;
    const aapl = new PricePath(instrument('AAPL'), 42);
    expect(aapl.day(day)!.o).not.toBe(aapl.day(previousSession('us_equity', day).day)!.c);
    const eur = new PricePath(instrument('C:EURUSD'), 42);
    expect(eur.day(day)!.o).toBe(eur.day(previousSession('forex', day).day)!.c);
  });

  it('has no dead spells: hour and minute ranges stay near the typical range of the instrument', () => {
    // Real markets have quiet hours, but not hours that barely move next to busy ones; with
    // ranges generated level by level (day, hour, minute), a quiet draw must not compound.
    const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
    const first = Math.floor(Date.parse('2026-03-02T00:00:00Z') / 86_400_000);
    for (const code of ['X:BTCUSD', 'AAPL', 'C:EURUSD', 'F:CL']) {
      const path = new PricePath(instrument(code), 11);
      const hours: number[] = [];
      const minutes: number[] = [];
      for (let day = first; day < first + 90; day++) {
        for (const h of path.hours(day)) {
          hours.push(Math.log(h.h / h.l));
          if (day % 9 === 0) for (const m of path.minutes(h)) minutes.push(Math.log(m.h / m.l));
        }
      }
      const typicalHour = quantile(hours, 0.5);
      const typicalMinute = quantile(minutes, 0.5);
      expect({ code, hourP1: quantile(hours, 0.01) / typicalHour >= 0.15, minuteP5: quantile(minutes, 0.05) / typicalMinute >= 0.18 })
        .toEqual({ code, hourP1: true, minuteP5: true });
      expect(quantile(hours, 0.99) / typicalHour).toBeLessThan(5);
    }
  });

  it('reaches an hour\'s high and low along its minutes, not in a lone spike at its end', () => {
    // A lone spike: a minute whose range is over four times its neighbours' and twice the
    // typical minute's. Real charts have few; a path that stays inside the hour and leaves
    // its high or low to one minute makes them, mostly in the hour's last minute.
    const range = (b?: PathBar) => (b ? Math.log(b.h / b.l) : 0);
    const first = Math.floor(Date.parse('2026-09-01T00:00:00Z') / 86_400_000);
    for (const code of ['X:BTCUSD', 'F:ES']) {
      const path = new PricePath(instrument(code), 42);
      const ranges: number[] = [];
      const spikes = { last: 0, lastAll: 0, other: 0, otherAll: 0 };
      const byHour: PathBar[][] = [];
      for (let day = first; day < first + 30; day++) for (const h of path.hours(day)) byHour.push(path.minutes(h));
      for (const ms of byHour) for (const m of ms) ranges.push(range(m));
      const typical = [...ranges].sort((a, b) => a - b)[Math.floor(ranges.length / 2)]!;
      for (const ms of byHour) {
        ms.forEach((m, i) => {
          const lone = range(m) > 4 * Math.max(range(ms[i - 1]), range(ms[i + 1])) && range(m) > 2 * typical;
          if (i === ms.length - 1) { spikes.lastAll++; if (lone) spikes.last++; } else { spikes.otherAll++; if (lone) spikes.other++; }
        });
      }
      // Before paths were made to climb to their parent's extremes: 3.9-5.1 % and 0.24-0.25 %.
      expect({ code, last: spikes.last / spikes.lastAll < 0.025, other: spikes.other / spikes.otherAll < 0.002 }).toEqual({ code, last: true, other: true });
    }
  });

  it('backfills the last trading hour of seconds, across a session boundary only where trading does not stop', () => {
    const secondsBefore = (code: string, live: string) => {
      const path = new PricePath(instrument(code), 7);
      const until = Date.parse(live);
      const from = historyStart(path, 1, until, until);
      const bars = simulatedHistory(path, 1, from, until);
      return { from: new Date(from).toISOString(), count: bars.length, first: new Date(bars[0]!.t).toISOString() };
    };
    // Crypto ten minutes into a UTC day, forex ten minutes after its 17:00 New York roll: a full hour.
    expect(secondsBefore('X:BTCUSD', '2026-11-25T00:10:00Z')).toEqual({ from: '2026-11-24T23:10:00.000Z', count: 3600, first: '2026-11-24T23:10:00.000Z' });
    expect(secondsBefore('C:EURUSD', '2026-11-24T22:10:00Z')).toEqual({ from: '2026-11-24T21:10:00.000Z', count: 3600, first: '2026-11-24T21:10:00.000Z' });
    // US stocks ten minutes after the open, CME futures ten minutes after the daily break: that session only.
    expect(secondsBefore('AAPL', '2026-11-24T14:40:00Z')).toEqual({ from: '2026-11-24T14:30:00.000Z', count: 600, first: '2026-11-24T14:30:00.000Z' });
    expect(secondsBefore('F:ES', '2026-11-24T23:10:00Z')).toEqual({ from: '2026-11-24T23:00:00.000Z', count: 600, first: '2026-11-24T23:00:00.000Z' });
  });

  it('is the same for the same seed and different for another seed', () => {
    const inst = instrument('X:ETHUSD');
    const day = Math.floor(Date.parse('2026-11-24T00:00:00Z') / 86_400_000);
    const a = new PricePath(inst, 1);
    const b = new PricePath(inst, 1);
    const c = new PricePath(inst, 2);
    expect(b.hours(day)).toEqual(a.hours(day));
    expect(new PricePath(inst, 1).day(day - 900)).toEqual(a.day(day - 900));
    expect(c.day(day)!.c).not.toBe(a.day(day)!.c);
  });

  it('moves with the instrument volatility around realistic price levels', () => {
    for (const code of ['X:BTCUSD', 'AAPL', 'C:USDJPY']) {
      const inst = instrument(code);
      const path = new PricePath(inst, 3);
      let day = currentOrLastSession(inst.session, Date.parse('2026-11-20T23:00:00Z')).day;
      const closes: number[] = [];
      for (let i = 0; i < 1000; i++) {
        closes.push(path.day(day)!.c);
        day = previousSession(inst.session, day).day;
      }
      const r = closes.slice(1).map((c, i) => Math.log(closes[i]! / c));
      const sd = Math.sqrt(r.reduce((s, x) => s + x * x, 0) / r.length);
      const daysPerYear = inst.session === 'crypto' ? 365 : 260;
      expect(sd * Math.sqrt(daysPerYear)).toBeGreaterThan(inst.annualVol * 0.75);
      expect(sd * Math.sqrt(daysPerYear)).toBeLessThan(inst.annualVol * 1.3);
      expect(closes[0]! / inst.refPrice).toBeGreaterThan(0.8);
      expect(closes[0]! / inst.refPrice).toBeLessThan(1.25);
    }
  });
});

describe('live simulator', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
  });
  afterAll(async () => { await database.close(); });

  it('builds live candles equal to the path, with 1 s volumes adding up to the minute', async () => {
    const m = await manualMarket({ database, codes: ['X:BTCUSD'], start: '2026-11-24T15:00:30.000Z', seed: 11 });
    const release = [m.market.watchCandles('X:BTCUSD', 60), m.market.watchCandles('X:BTCUSD', 1)];
    m.advance(150_000);
    const closed = m.batches.flatMap((b) => b.candles);
    const minutes = new Map<number, Bar>();
    const seconds: Bar[] = [];
    for (const u of closed) {
      if (u.interval === 60) minutes.set(u.bar.t, u.bar);
      if (u.interval === 1) seconds.push(u.bar);
    }
    const t = Date.parse('2026-11-24T15:01:00Z');
    const live = minutes.get(t)!;
    const path = new PricePath(instrument('X:BTCUSD'), 11);
    const day = Math.floor(t / 86_400_000);
    const hour = path.hours(day).find((h) => h.t === Date.parse('2026-11-24T15:00:00Z'))!;
    const expected = toBar(path, path.minutes(hour).find((x) => x.t === t)!);
    sameBar({ ...live, q: 0n }, { ...expected, q: 0n });
    const secs = new Map(seconds.filter((s) => s.t >= t && s.t < t + 60_000).map((s) => [s.t, s]));
    expect(secs.size).toBe(60);
    expect([...secs.values()].reduce((a, s) => a + s.v, 0)).toBe(live.v);
    expect(Math.max(...[...secs.values()].map((s) => s.h))).toBe(live.h);
    release.forEach((r) => r());
    await m.market.stop();
  });

  it('produces the same quotes on two runs with the same seed', async () => {
    const codes = ['X:SOLUSD', 'F:GC', 'MSFT'];
    const a = await manualMarket({ database, codes, start: '2026-11-24T16:10:00.000Z', seed: 5 });
    const b = await manualMarket({ database, codes, start: '2026-11-24T16:10:00.000Z', seed: 5 });
    const c = await manualMarket({ database, codes, start: '2026-11-24T16:10:00.000Z', seed: 6 });
    for (const m of [a, b, c]) m.advance(5_000);
    for (const code of codes) {
      expect(b.market.state(code)!.info()).toEqual(a.market.state(code)!.info());
      expect(c.market.state(code)!.info().nowPrice).not.toBe(a.market.state(code)!.info().nowPrice);
    }
    await Promise.all([a, b, c].map((m) => m.market.stop()));
  });

  it('sends no ticks while a market is closed and says when it opens', async () => {
    const m = await manualMarket({ database, codes: ['AAPL', 'X:BTCUSD'], start: '2026-11-21T15:00:00.000Z' });
    const aapl = m.market.state('AAPL')!;
    const before = aapl.info();
    expect(before.marketOpen).toBe(false);
    expect(new Date(before.nextOpen!).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(before.tradingDay).toBe('2026-11-20');
    m.batches.length = 0;
    m.advance(10_000);
    expect(m.batches.some((b) => b.codes.has('AAPL'))).toBe(false);
    expect(m.batches.some((b) => b.codes.has('X:BTCUSD'))).toBe(true);
    expect(aapl.info()).toEqual(before);
    const path = new PricePath(instrument('AAPL'), 7);
    expect(before.nowPrice).toBe(new Decimal(path.units(path.day(Math.floor(Date.parse('2026-11-20T00:00:00Z') / 86_400_000))!.c)).div(100).toFixed(2));
    await m.market.stop();
  });

  it('stops at the close with the day candle of the path, and reopens the next session against that close', async () => {
    const m = await manualMarket({ database, codes: ['AAPL'], start: '2026-11-24T20:59:50.000Z', seed: 9 });
    const st = m.market.state('AAPL')!;
    expect(st.marketOpen).toBe(true);
    m.advance(20_000);
    expect(st.marketOpen).toBe(false);
    expect(st.book.open[1]!.t).toBe(Date.parse('2026-11-24T20:59:59Z'));
    const path = new PricePath(instrument('AAPL'), 9);
    const day = Math.floor(Date.parse('2026-11-24T00:00:00Z') / 86_400_000);
    sameBar({ ...st.book.open[86400]!, q: 0n }, { ...toBar(path, path.day(day)!), q: 0n });
    const close = st.info().nowPrice;

    m.clock.now = Date.parse('2026-11-25T14:29:59.900Z');
    m.market.simulator.advanceTo(m.clock.now);
    m.advance(1_000);
    const info = st.info();
    expect(info.marketOpen).toBe(true);
    expect(info.tradingDay).toBe('2026-11-25');
    expect(info.prevDay!.c).toBe(close);
    const change = new Decimal(info.nowPrice).minus(close);
    expect(info.changePrice).toBe(change.toFixed(2));
    expect(info.changeRate).toBe(change.div(close).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    await m.market.stop();
  });
});
