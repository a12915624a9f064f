import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createTestDatabase, dbLabel } from './helpers.ts';

interface Line { level: number; msg: string; reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number; err?: { message: string } }

/** The server log of requests: one line per request at info, errors at any level, always with the request id. */
describe(`request log (${dbLabel})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const config = loadConfig({}, { NODE_ENV: 'test', MARKET_SOURCE: 'sim' });
    await migrate(database);
    await seed({ config, database });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function appLogging(level: string) {
    const lines: Line[] = [];
    const stream = new Writable({ write(chunk, _enc, cb) { lines.push(JSON.parse(String(chunk)) as Line); cb(); } });
    const config = loadConfig({}, { NODE_ENV: 'test', MARKET_SOURCE: 'sim' });
    const app = await buildApp({ config, database, logger: { level, stream } });
    app.get('/api/test/boom', async () => { throw new Error('boom'); });
    // Text the database cannot hold, let through by a route's own checks.
    app.get('/api/test/nul', async () => (await sql`select ${'a\u0000b'}::text as t`.execute(database.db)).rows);
    await app.ready();
    return { app, lines: () => lines.filter((l) => l.reqId !== undefined) };
  }

  it('writes one line per request at info level, when the answer is finished', async () => {
    const { app, lines } = await appLogging('info');
    try {
      const r = await app.inject({ url: '/api/product/detail?productCode=X%3ABTCUSD' });
      expect(r.statusCode).toBe(200);
      await app.inject({ url: '/api/no/such/call' });
      const [detail, missing, ...rest] = lines();
      expect(rest).toEqual([]);
      expect(detail).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/product/detail?productCode=X%3ABTCUSD' }, res: { statusCode: 200 } });
      expect(detail!.responseTime).toBeGreaterThanOrEqual(0);
      expect(missing).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
      expect(detail!.reqId).not.toBe(missing!.reqId);
    } finally {
      await app.close();
    }
  });

  it('writes nothing for answered requests at warn level, and logs errors with the request id', async () => {
    const { app, lines } = await appLogging('warn');
    try {
      await app.inject({ url: '/api/product/detail?productCode=X%3ABTCUSD' });
      await app.inject({ url: '/api/product/detail?productCode=NOPE' });
      expect(lines()).toEqual([]);
      const r = await app.inject({ url: '/api/test/boom' });
      expect(r.json()).toMatchObject({ code: 500, msg: 'error.internal' });
      const [error, ...rest] = lines();
      expect(rest).toEqual([]);
      expect(error).toMatchObject({ level: 50, msg: 'unexpected error', err: { message: 'boom' } });
      expect(error!.reqId).toMatch(/^req-/);
    } finally {
      await app.close();
    }
  });

  it('answers text the database cannot store (a NUL character) as a bad request, logged as a warning', async () => {
    const { app, lines } = await appLogging('warn');
    try {
      const r = await app.inject({ url: '/api/test/nul' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 500, msg: 'error.bad_request' });
      expect(lines()).toMatchObject([{ level: 40, msg: 'text the database cannot store' }]);
    } finally {
      await app.close();
    }
  });
});
