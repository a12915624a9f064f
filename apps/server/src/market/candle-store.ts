import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import './market.tables.ts';
import type { Bar, Instrument, Interval } from './types.ts';
import { formatUnits, parseUnits, parseUnitsBig } from './units.ts';

/**
 * Candles in the database (`market_candle`), written in batches with one statement per
 * batch (`insert ... select from unnest(...)`), read by range for the K-line call.
 */
export interface CandleRow {
  inst: Instrument;
  interval: Interval;
  bar: Bar;
}

/**
 * Writes candles. `replace` overwrites stored candles of the same bucket (live data and the
 * simulator's deterministic history are authoritative); `keep` leaves them; `fill` (the
 * simulator's history regenerated over a range the server may have recorded live) overwrites
 * only a candle whose prices or volume differ, one still open when it was stored. A candle
 * recorded live whole keeps its turnover, which came from the ticks customers saw rather
 * than from the estimate the history makes, so a restart never changes a closed candle's
 * average price.
 */
export async function writeCandles(db: Queryable, rows: CandleRow[], mode: 'replace' | 'keep' | 'fill'): Promise<void> {
  if (rows.length === 0) return;
  // One statement may not touch a row twice: the last version of a bucket wins.
  const unique = new Map<string, CandleRow>();
  for (const r of rows) unique.set(`${r.inst.code}|${r.interval}|${r.bar.t}`, r);
  const code: string[] = [];
  const interval: number[] = [];
  const t: number[] = [];
  const o: string[] = [];
  const h: string[] = [];
  const l: string[] = [];
  const c: string[] = [];
  const v: string[] = [];
  const q: string[] = [];
  for (const { inst, interval: i, bar } of unique.values()) {
    const pp = inst.pricePrecision;
    code.push(inst.code);
    interval.push(i);
    t.push(bar.t);
    o.push(formatUnits(bar.o, pp));
    h.push(formatUnits(bar.h, pp));
    l.push(formatUnits(bar.l, pp));
    c.push(formatUnits(bar.c, pp));
    v.push(formatUnits(bar.v, inst.volumePrecision));
    q.push(formatUnits(bar.q, pp + inst.volumePrecision));
  }
  const update = sql`do update set o = excluded.o, h = excluded.h, l = excluded.l, c = excluded.c, v = excluded.v, turnover = excluded.turnover`;
  const conflict = mode === 'replace'
    ? update
    : mode === 'fill'
      ? sql`${update} where (market_candle.o, market_candle.h, market_candle.l, market_candle.c, market_candle.v)
                      is distinct from (excluded.o, excluded.h, excluded.l, excluded.c, excluded.v)`
      : sql`do nothing`;
  await sql`
    insert into market_candle (product_code, interval, t, o, h, l, c, v, turnover)
    select * from unnest(${code}::text[], ${interval}::int[], ${t}::bigint[], ${o}::numeric[], ${h}::numeric[],
                         ${l}::numeric[], ${c}::numeric[], ${v}::numeric[], ${q}::numeric[])
    on conflict (product_code, interval, t) ${conflict}`.execute(db);
}

/**
 * `writeCandles` one row at a time, leaving out the rows the database refuses for their data
 * (SQLSTATE classes 22 and 23); any other error stops it. The number left out.
 */
export async function writeCandlesSalvaging(db: Queryable, rows: CandleRow[], mode: 'replace' | 'keep' | 'fill'): Promise<number> {
  let dropped = 0;
  for (const row of rows) {
    try {
      await writeCandles(db, [row], mode);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (typeof code !== 'string' || !/^2[23]/.test(code)) throw err;
      dropped++;
    }
  }
  return dropped;
}

/** Candles of [from, to), newest `limit` of them, oldest first. */
export async function readCandles(
  db: Queryable,
  inst: Instrument,
  interval: Interval,
  range: { from: number; to: number; limit: number },
): Promise<Bar[]> {
  const rows = await db
    .selectFrom('market_candle')
    .select(['t', 'o', 'h', 'l', 'c', 'v', 'turnover'])
    .where('product_code', '=', inst.code)
    .where('interval', '=', interval)
    .where('t', '>=', range.from)
    .where('t', '<', range.to)
    .orderBy('t', 'desc')
    .limit(range.limit)
    .execute();
  const pp = inst.pricePrecision;
  const vp = inst.volumePrecision;
  return rows.reverse().map((r) => ({
    t: Number(r.t),
    o: parseUnits(r.o, pp),
    h: parseUnits(r.h, pp),
    l: parseUnits(r.l, pp),
    c: parseUnits(r.c, pp),
    v: parseUnits(r.v, vp),
    q: parseUnitsBig(r.turnover, pp + vp),
  }));
}

/**
 * Deletes candles older than the retention of their interval, counted back from each
 * product's newest candle of that interval (a market closed for the weekend keeps its last
 * session).
 */
export async function pruneCandles(db: Queryable, retention: Partial<Record<Interval, number>>): Promise<void> {
  for (const [interval, keepMs] of Object.entries(retention)) {
    await sql`
      delete from market_candle m
      using (select product_code, max(t) as latest from market_candle where interval = ${Number(interval)} group by product_code) x
      where m.product_code = x.product_code and m.interval = ${Number(interval)} and m.t < x.latest - ${keepMs}`.execute(db);
  }
}

export async function backfilledUntil(db: Queryable, code: string, interval: Interval): Promise<number | null> {
  const row = await db
    .selectFrom('market_backfill')
    .select('until_t')
    .where('product_code', '=', code)
    .where('interval', '=', interval)
    .executeTakeFirst();
  return row ? Number(row.until_t) : null;
}

export async function markBackfilled(db: Queryable, code: string, interval: Interval, until: number): Promise<void> {
  await db
    .insertInto('market_backfill')
    .values({ product_code: code, interval, until_t: until })
    .onConflict((oc) => oc.columns(['product_code', 'interval']).doUpdateSet({ until_t: until }))
    .execute();
}
