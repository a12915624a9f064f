import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { CandleBook } from '../src/market/candle-book.ts';
import { pruneCandles, readCandles, writeCandles, writeCandlesSalvaging } from '../src/market/candle-store.ts';
import { InstrumentState } from '../src/market/instrument-state.ts';
import { tradingDayOf } from '../src/market/sessions.ts';
import { DAY, isoDate } from '../src/market/time.ts';
import type { Bar, Interval } from '../src/market/types.ts';
import { instrument, manualMarket } from './market-helpers.ts';

/** Candle aggregation, persistence across a restart and the depth of the stored history. */
function recordingBook() {
  const closed: { interval: Interval; bar: Bar }[] = [];
  const book = new CandleBook((interval, bar) => closed.push({ interval, bar: { ...bar } }));
  return { book, closed };
}

describe('candle aggregation', () => {
  it('aggregates trades into 1 s, 1 min, 1 h and day candles and closes them at bucket ends', () => {
    const { book, closed } = recordingBook();
    const t0 = Date.parse('2026-11-24T15:59:59.200Z');
    const day = tradingDayOf('crypto', t0);
    book.trade(t0, day, 100, 2);
    book.trade(t0 + 300, day, 105, 1);
    book.trade(t0 + 500, day, 98, 4);
    book.trade(t0 + 900, day, 101, 3); // 16:00:00.100: new second, minute and hour
    expect(closed.map((c) => c.interval)).toEqual([1, 60, 3600]);
    for (const { bar } of closed) expect(bar).toMatchObject({ o: 100, h: 105, l: 98, c: 98, v: 7, q: 200n + 105n + 392n });
    expect(book.open[86400]).toMatchObject({ t: day * DAY, o: 100, h: 105, l: 98, c: 101, v: 10 });
    expect(book.open[60]).toMatchObject({ t: Date.parse('2026-11-24T16:00:00Z'), o: 101, c: 101, v: 3 });
  });

  it('keys day candles by trading day: forex after 17:00 New York belongs to the next day', () => {
    const { book } = recordingBook();
    const t = Date.parse('2026-11-24T22:30:00Z');
    book.trade(t, tradingDayOf('forex', t), 11_600, 1);
    expect(isoDate(book.open[86400]!.t / DAY)).toBe('2026-11-25');
  });

  it('replaces a resent one-second bar instead of counting its volume twice', () => {
    const { book, closed } = recordingBook();
    const t = Date.parse('2026-11-24T15:00:00Z');
    const day = tradingDayOf('crypto', t);
    book.secondBar({ t, o: 10, h: 12, l: 9, c: 11, v: 5, q: 55n }, day);
    book.secondBar({ t, o: 10, h: 13, l: 9, c: 12, v: 8, q: 90n }, day);
    book.secondBar({ t: t + 1000, o: 12, h: 12, l: 8, c: 8, v: 2, q: 20n }, day);
    book.secondBar({ t: t - 1000, o: 1, h: 1, l: 1, c: 1, v: 100, q: 100n }, day); // late: ignored
    expect(closed).toHaveLength(1);
    expect(closed[0]!.bar).toMatchObject({ t, h: 13, c: 12, v: 8 });
    expect(book.open[60]).toMatchObject({ o: 10, h: 13, l: 8, c: 8, v: 10, q: 110n });
    expect(book.open[86400]).toMatchObject({ v: 10 });
  });
});

describe('late feed data', () => {
  // A Polygon-style day that later one-second bars extend.
  function polygonState() {
    const inst = instrument('C:EURUSD');
    const st = new InstrumentState(inst, 'polygon', () => {});
    const t = Date.parse('2026-11-24T15:00:00Z');
    const day = tradingDayOf(inst.session, t);
    st.dayStats = { bar: { t: day * DAY, o: 105_000, h: 106_000, l: 104_000, c: 105_500, v: 95_000, q: 0n }, extend: true };
    st.tradingDay = day;
    return { st, t, day };
  }

  it('leaves the price and the day alone when a bar of an earlier second comes late', () => {
    const { st, t, day } = polygonState();
    expect(st.secondBar({ t, o: 105_400, h: 105_450, l: 105_400, c: 105_430, v: 5, q: 0n }, day, t + 1000)).toBe(true);
    expect(st.secondBar({ t: t + 1000, o: 105_430, h: 105_440, l: 105_420, c: 105_440, v: 3, q: 0n }, day, t + 2000)).toBe(true);
    const before = st.info();
    expect(before).toMatchObject({ nowPrice: '1.05440', day: { v: '95008', h: '1.06000' } });
    // The first second again, then one five minutes old with a price far off.
    expect(st.secondBar({ t, o: 105_400, h: 105_450, l: 105_400, c: 105_430, v: 5, q: 0n }, day, t + 1000)).toBe(false);
    expect(st.secondBar({ t: t - 300_000, o: 120_000, h: 120_000, l: 120_000, c: 120_000, v: 7, q: 0n }, day, t - 299_000)).toBe(false);
    expect(st.info()).toMatchObject({ nowPrice: '1.05440', day: { v: '95008', h: '1.06000' }, tradeAmount: before.tradeAmount });
  });

  it('keeps the newer version of the current second when an older one arrives after it', () => {
    const { st, t, day } = polygonState();
    st.secondBar({ t, o: 105_400, h: 105_450, l: 105_400, c: 105_450, v: 5, q: 0n }, day, t + 500);
    expect(st.secondBar({ t, o: 105_400, h: 105_420, l: 105_400, c: 105_410, v: 2, q: 0n }, day, t + 200)).toBe(false);
    expect(st.book.open[1]).toMatchObject({ h: 105_450, c: 105_450, v: 5 });
    expect(st.book.open[60]).toMatchObject({ v: 5 });
    expect(st.info()).toMatchObject({ nowPrice: '1.05450', day: { v: '95005' } });
    // The same version again is not news, a later one replaces it.
    expect(st.secondBar({ t, o: 105_400, h: 105_460, l: 105_400, c: 105_460, v: 6, q: 0n }, day, t + 800)).toBe(true);
    expect(st.info()).toMatchObject({ nowPrice: '1.05460', day: { v: '95006' } });
  });
});

describe('feed days', () => {
  it("measures the change before the open against the regular session's close, not the last after-hours trade", () => {
    const inst = instrument('AAPL');
    const st = new InstrumentState(inst, 'polygon', () => {});
    // Monday 30 November 2026 at 15:59 New York: the snapshot's day closes at 210.00.
    const monday = tradingDayOf(inst.session, Date.parse('2026-11-30T20:59:00Z'));
    st.dayStats = { bar: { t: monday * DAY, o: 20_000, h: 21_100, l: 19_900, c: 21_000, v: 1_000_000, q: 0n }, extend: true };
    st.prevDay = { t: (monday - 3) * DAY, o: 19_500, h: 20_100, l: 19_400, c: 20_000, v: 2_000_000, q: 0n };
    st.tradingDay = monday;
    const bar = (iso: string, p: number) => {
      const t = Date.parse(iso);
      expect(st.secondBar({ t, o: p, h: p, l: p, c: p, v: 100, q: BigInt(p * 100) }, tradingDayOf(inst.session, t), t + 1000)).toBe(true);
    };
    // After hours (19:30 New York): the price moves, the day keeps its close.
    bar('2026-12-01T00:30:00Z', 20_300);
    expect(st.info()).toMatchObject({ nowPrice: '203.00', day: { c: '210.00', l: '199.00' }, changePrice: '3.00', changeRate: '1.50' });
    // Tuesday 04:00 New York, before the open: measured against Monday's close of 210.00.
    bar('2026-12-01T09:00:00Z', 20_400);
    expect(st.info()).toMatchObject({ nowPrice: '204.00', prevDay: { c: '210.00' }, changePrice: '-6.00', changeRate: '-2.86', tradingDay: '2026-12-01' });
  });

  it("keeps a rolling 24-hour window across midnight UTC until the feed's next window replaces it", () => {
    const inst = instrument('X:BTCUSD');
    const st = new InstrumentState(inst, 'binance', () => {});
    const before = Date.parse('2026-11-27T23:59:59Z');
    const day = tradingDayOf(inst.session, before);
    // Binance's 24 h ticker: opened at 93,000.00, last 95,010.00 (+2.16 %).
    st.dayStats = { bar: { t: day * DAY, o: 9_300_000, h: 9_600_000, l: 9_250_000, c: 9_501_000, v: 2_000_000_000, q: 9_500_000n * 2_000_000_000n }, extend: false };
    st.prevClose = 9_300_000;
    st.tradingDay = day;
    st.last = 9_501_000;
    const dayBefore = st.info();
    expect(dayBefore).toMatchObject({ changeRate: '2.16' });
    // The first kline second of the next UTC day.
    const t = Date.parse('2026-11-28T00:00:00Z');
    expect(st.secondBar({ t, o: 9_502_000, h: 9_502_000, l: 9_502_000, c: 9_502_000, v: 100_000, q: 9_502_000n * 100_000n }, tradingDayOf(inst.session, t), t + 500)).toBe(true);
    expect(st.info()).toMatchObject({ nowPrice: '95020.00', changePrice: '2020.00', changeRate: '2.17', tradeAmount: dayBefore.tradeAmount, tradingDay: '2026-11-28' });
  });
});

describe('candle retention', () => {
  it('drops old candles counted back from each product\'s newest one, per interval', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const aapl = instrument('AAPL');
    const btc = instrument('X:BTCUSD');
    const bar = (t: number): Bar => ({ t, o: 100, h: 110, l: 90, c: 105, v: 10, q: 1000n });
    const fri = Date.parse('2026-11-20T20:59:00Z');
    const now = Date.parse('2026-11-22T12:00:00Z');
    await writeCandles(database.db, [
      ...[0, 1, 2, 3].map((h) => ({ inst: aapl, interval: 1 as const, bar: bar(fri - h * 3_600_000) })),
      ...[0, 1, 2, 3].map((h) => ({ inst: btc, interval: 1 as const, bar: bar(now - h * 3_600_000) })),
      ...[0, 5, 9].map((d) => ({ inst: btc, interval: 86400 as const, bar: bar(now - d * DAY) })),
    ], 'keep');
    await pruneCandles(database.db, { 1: 2 * 3_600_000 });
    const left = async (inst: typeof aapl, interval: Interval) =>
      (await readCandles(database.db, inst, interval, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 100 })).map((b) => b.t);
    // A closed market keeps its last session's seconds; each product is counted from its own newest candle.
    expect(await left(aapl, 1)).toEqual([fri - 2 * 3_600_000, fri - 3_600_000, fri]);
    expect(await left(btc, 1)).toEqual([now - 2 * 3_600_000, now - 3_600_000, now]);
    expect(await left(btc, 86400)).toHaveLength(3);
    await database.close();
  });
});

describe('stored candles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-candles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keep a candle that closed while the database could not be written, and store it once it can', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const run = await manualMarket({ database, codes: ['X:BTCUSD'], start: '2026-11-24T15:00:30.000Z', seed: 3, persist: true });
    const inst = instrument('X:BTCUSD');
    const minute = Date.parse('2026-11-24T15:00:00Z');
    const range = { from: minute, to: minute + 60_000, limit: 1 };
    await run.market.candles('X:BTCUSD', 60, range);
    run.advance(10_000);
    await run.market.flush(true);
    // The table goes away (the database restarting): the minute closes meanwhile.
    await database.exec('alter table market_candle rename to market_candle_away');
    run.advance(40_000);
    const final = run.market.state('X:BTCUSD')!.lastClosed[60]!;
    expect(final.t).toBe(minute);
    await run.market.flush(true);
    await database.exec('alter table market_candle_away rename to market_candle');
    // Stored, the minute is still its unfinished version of 15:00:40.
    expect((await readCandles(database.db, inst, 60, range))[0]!.c).not.toBe(final.c);
    await run.market.flush(true);
    const stored = (await readCandles(database.db, inst, 60, range))[0]!;
    expect([stored.o, stored.h, stored.l, stored.c, stored.v]).toEqual([final.o, final.h, final.l, final.c, final.v]);
    await run.market.stop();
    await database.close();
  });

  it('are written for every product when the database refuses one product\'s candle', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const run = await manualMarket({ database, codes: ['X:BTCUSD', 'X:ETHUSD'], start: '2026-11-24T15:00:30.000Z', seed: 3, persist: true });
    const minute = Date.parse('2026-11-24T15:00:00Z');
    const range = { from: minute, to: minute + 60_000, limit: 1 };
    await database.exec(`alter table market_candle add constraint refuse_eth check (product_code <> 'X:ETHUSD') not valid`);
    run.advance(40_000);
    await run.market.flush(true);
    const btc = run.market.state('X:BTCUSD')!.lastClosed[60]!;
    expect(btc.t).toBe(minute);
    const stored = (await readCandles(database.db, instrument('X:BTCUSD'), 60, range))[0]!;
    expect([stored.o, stored.h, stored.l, stored.c, stored.v]).toEqual([btc.o, btc.h, btc.l, btc.c, btc.v]);
    expect(await readCandles(database.db, instrument('X:ETHUSD'), 60, range)).toEqual([]);
    await run.market.stop();
    await database.close();
  });

  it('written one by one leave out only the rows the database refuses', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database);
    const inst = instrument('AAPL');
    const t = Date.parse('2026-11-24T15:00:00Z');
    const good = (k: number): Bar => ({ t: t + k * 60_000, o: 100, h: 110, l: 90, c: 105, v: 10, q: 1000n });
    const rows = [good(0), { ...good(1), h: 80 }, good(2)].map((bar) => ({ inst, interval: 60 as const, bar }));
    await expect(writeCandles(database.db, rows, 'replace')).rejects.toMatchObject({ code: '23514' });
    expect(await writeCandlesSalvaging(database.db, rows, 'replace')).toBe(1);
    const left = await readCandles(database.db, inst, 60, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 10 });
    expect(left.map((b) => b.t)).toEqual([t, t + 120_000]);
    await database.close();
  });

  it('keep history over a restart, fill the gap while the server was down, and reach back years', async () => {
    const codes = ['X:BTCUSD', 'AAPL'];
    const db1 = await openDatabase({ dataDir: dir });
    await migrate(db1);
    const run1 = await manualMarket({ database: db1, codes, start: '2026-11-24T15:00:00.000Z', seed: 3, persist: true });
    await run1.market.candles('X:BTCUSD', 60, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 10 });
    run1.advance(150_000);
    const seen = await run1.market.candles('X:BTCUSD', 60, { from: Date.parse('2026-11-24T15:00:00Z'), to: Date.parse('2026-11-24T15:03:00Z'), limit: 10 });
    expect(seen.map((b) => new Date(b.t).toISOString().slice(11, 16))).toEqual(['15:00', '15:01', '15:02']);
    await run1.market.stop();
    await db1.close();

    const db2 = await openDatabase({ dataDir: dir });
    const run2 = await manualMarket({ database: db2, codes, start: '2026-11-24T15:10:00.000Z', seed: 3, persist: true });
    const after = await run2.market.candles('X:BTCUSD', 60, { from: Date.parse('2026-11-24T15:00:00Z'), to: Date.parse('2026-11-24T15:11:00Z'), limit: 20 });
    // The simulator's history is regenerated from the same path: prices and volumes are identical.
    const ohlcv = (b: Bar) => [b.t, b.o, b.h, b.l, b.c, b.v];
    expect(after.slice(0, 2).map(ohlcv)).toEqual(seen.slice(0, 2).map(ohlcv));
    // Candles closed before the stop are not rewritten: their turnover (the average price
    // shown) is the one recorded from the live ticks, not the history's estimate.
    expect(after.slice(0, 2).map((b) => b.q)).toEqual(seen.slice(0, 2).map((b) => b.q));
    // 15:02 was still open at shutdown (15:02:30); after the restart it is complete.
    expect(after[2]!.o).toBe(seen[2]!.o);
    expect(after[2]!.v).toBeGreaterThan(seen[2]!.v);
    expect(after.map((b) => new Date(b.t).toISOString().slice(11, 16))).toEqual(
      ['15:00', '15:01', '15:02', '15:03', '15:04', '15:05', '15:06', '15:07', '15:08', '15:09', '15:10'],
    );

    const all = (code: string, interval: Interval) => run2.market.candles(code, interval, { from: 0, to: Number.MAX_SAFE_INTEGER, limit: 10_000 });
    const btcDays = await all('X:BTCUSD', 86400);
    const btcHours = await all('X:BTCUSD', 3600);
    const btcMinutes = await all('X:BTCUSD', 60);
    const btcSeconds = await all('X:BTCUSD', 1);
    expect(btcDays.length).toBeGreaterThanOrEqual(5 * 365);
    expect(btcHours.length).toBeGreaterThanOrEqual(365 * 24);
    expect(btcMinutes.length).toBeGreaterThanOrEqual(24 * 60);
    expect(btcSeconds.length).toBeGreaterThanOrEqual(3000);
    const aaplDays = await all('AAPL', 86400);
    const aaplHours = await all('AAPL', 3600);
    const aaplMinutes = await all('AAPL', 60);
    expect(aaplDays.length).toBeGreaterThanOrEqual(5 * 250);
    expect(aaplHours.length).toBeGreaterThanOrEqual(250 * 7);
    expect(aaplMinutes.length).toBeGreaterThanOrEqual(390);
    expect(Date.parse('2026-11-24T15:10:00Z') - btcDays[0]!.t).toBeGreaterThan(5 * 365 * DAY);

    for (const b of [...btcDays, ...btcHours, ...btcMinutes, ...btcSeconds, ...aaplDays, ...aaplHours]) {
      expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
      expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
    }
    // Volume adds up across intervals: minutes into their hour, hours into their day.
    const sumIn = (bars: Bar[], from: number, to: number) => bars.filter((b) => b.t >= from && b.t < to).reduce((s, b) => s + b.v, 0);
    const hour = btcHours.find((h) => h.t === Date.parse('2026-11-23T20:00:00Z'))!;
    expect(sumIn(btcMinutes, hour.t, hour.t + 3_600_000)).toBe(hour.v);
    const day = btcDays.find((d) => d.t === Date.parse('2026-11-23T00:00:00Z'))!;
    expect(sumIn(btcHours, day.t, day.t + DAY)).toBe(day.v);
    const aaplDay = aaplDays.find((d) => d.t === Date.parse('2026-11-23T00:00:00Z'))!;
    expect(sumIn(aaplHours, Date.parse('2026-11-23T14:00:00Z'), Date.parse('2026-11-23T21:00:00Z'))).toBe(aaplDay.v);
    await run2.market.stop();
    await db2.close();
  }, 120_000);
});
