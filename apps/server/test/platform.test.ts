import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seed } from '../src/db/seed.ts';
import { DEMO_ACCOUNT } from '../src/demo.ts';
import { CHECK_AFTER_IDLE_MS } from '../src/db/checked-pool.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { call, createTestContext, createTestDatabase, dbLabel, onPostgres, type TestContext } from './helpers.ts';

describe(`platform (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ APP_ORIGINS: 'https://app.example.com' }); });
  afterAll(async () => { await t.close(); });

  it('reports version and database state', async () => {
    const r = await call<{ version: string; database: { up: boolean } }>(t.app, { url: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data?.database.up).toBe(true);
    expect(r.body.data?.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown routes with a translatable envelope', async () => {
    const r = await call(t.app, { url: '/api/no/such/route' });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, msg: 'error.not_found' });
  });

  it('answers malformed JSON with an envelope and no stack trace', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(r.body.code).toBe(500);
    expect(r.body.msg).toBe('error.malformed_body');
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts|SyntaxError/);
  });

  it('sends the security headers on every response', async () => {
    // API answers: nothing may load or frame them.
    const r = await call(t.app, { url: '/api/health' });
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    // Served over plain HTTP by default: HSTS is the TLS terminator's to send.
    expect(r.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/api/no-such-call', '/api/userInfo/userBalance']) {
      const other = await call(t.app, { url });
      expect(other.status, url).not.toBe(200);
      expect(other.headers['content-security-policy'], url).toBe(r.headers['content-security-policy']);
      expect(other.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The app's documents: the app's content security policy.
    const doc = await t.app.inject({ url: '/' });
    const csp = String(doc.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allows cross-origin calls only from the configured app origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://app.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example.net' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });

  it('answers preflights from the configured origins before authentication, and says Vary: Origin on every answer', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/userInfo/userBalance',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Accept-Language, LanguageId, Idempotency-Key');
    expect(preflight.headers['access-control-max-age']).toBe('600');
    expect(preflight.headers['content-length']).toBe('0');
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
    // An OPTIONS that is not a preflight is refused with an envelope.
    const bare = await call(t.app, { method: 'OPTIONS', url: '/api/health', headers: { origin: 'https://app.example.com' } });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 500, msg: 'error.bad_request' });
    for (const headers of [{}, { origin: 'https://app.example.com' }, { origin: 'https://evil.example.net' }]) {
      const r = await t.app.inject({ url: '/api/product/detail?productCode=X%3ABTCUSD', headers });
      expect(r.statusCode).toBe(200);
      // The detail is over 1 kB, so it is also sent compressed to callers that accept it.
      expect(r.headers.vary).toBe('Origin, Accept-Encoding');
      // Live prices in the caller's language: no cache keeps them.
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an oversize body with an envelope', async () => {
    const big = 'x'.repeat(t.config.BODY_LIMIT_BYTES + 1);
    const r = await call(t.app, { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ account: big }) });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 500, msg: 'error.body_too_large' });
  });

  it('answers a path it cannot decode and headers too large with the envelope and the API headers, echoing nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    /** One raw request; the whole answer as text. */
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const badPath = await raw('GET /api/%3Cscript%3E% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const bigHeader = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(badPath).toMatch(/^HTTP\/1\.1 400 /);
    expect(bigHeader).toMatch(/^HTTP\/1\.1 431 /);
    for (const answer of [badPath, bigHeader]) {
      const [head, body] = answer.split('\r\n\r\n');
      expect(JSON.parse(body!)).toEqual({ code: 500, msg: 'error.bad_request', params: {} });
      expect(head!.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(head!.toLowerCase()).toContain('cache-control: no-store');
      expect(answer).not.toContain('script');
    }
  });
});

describe('configuration', () => {
  it('is validated once at start and names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({}).PORT).toBe(8080);
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the client address a trusted proxy appended, never the one the client wrote', async () => {
    const behind = await createTestContext({ TRUST_PROXY: 1 });
    try {
      await seed({ config: behind.config, database: behind.database });
      const r = await behind.app.inject({
        method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' },
        payload: { account: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      });
      expect(r.json()).toMatchObject({ code: 200 });
      const sessions = await behind.database.db.selectFrom('user_session').select('ip').execute();
      expect(sessions.map((s) => s.ip)).toEqual(['203.0.113.7']);
    } finally {
      await behind.close();
    }
  });
});

/**
 * A PostgreSQL server that restarts or terminates connections must not take the API server
 * down or fail its requests: a connection idle for a while is checked before use, the pool
 * drops the lost connections and opens new ones. (The embedded database runs in the process
 * and has no connection to lose.)
 */
if (onPostgres) {
  describe('database connections (postgres)', () => {
    let created: Awaited<ReturnType<typeof createTestDatabase>>;
    let database: Database;
    const lost: Error[] = [];
    beforeAll(async () => {
      created = await createTestDatabase();
      await created.database.close();
      database = await openDatabase({ url: created.url, poolSize: 4, onConnectionError: (err) => lost.push(err) });
    });
    afterAll(async () => {
      await database.close();
      await created.drop();
    });

    it('survives the server terminating its idle connections, without failing a query', async () => {
      // Four connections, then idle for long enough to be checked before their next use.
      await Promise.all([1, 2, 3, 4].map(() => sql`select pg_sleep(0.05)`.execute(database.db)));
      await new Promise((r) => setTimeout(r, CHECK_AFTER_IDLE_MS + 100));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      let terminated = 0;
      try {
        const name = new URL(created.url!).pathname.slice(1);
        const r = await admin.query(
          "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and backend_type = 'client backend') t",
          [name],
        );
        terminated = r.rows[0].n;
        expect(terminated).toBe(4);
      } finally {
        await admin.end();
      }
      // At once, before the pool has read the connections' last messages: each query gets a
      // connection that is alive.
      const after = await Promise.all([1, 2, 3, 4].map((i) => sql<{ n: number }>`select ${i}::int + 41 as n`.execute(database.db)));
      expect(after.map((r) => r.rows[0]!.n)).toEqual([42, 43, 44, 45]);
      expect(await database.ping()).toBe(true);
      // Each lost connection is reported once.
      for (let i = 0; i < 250 && lost.length < terminated; i++) await new Promise((r) => setTimeout(r, 20));
      expect(lost).toHaveLength(terminated);
      for (const err of lost) expect(err.message).toMatch(/terminating connection|Connection terminated/);
    });
  });
}
