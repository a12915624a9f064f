import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.ts';
import { createTestContext, dbLabel, type TestContext } from './helpers.ts';

/**
 * Every API route, as the OpenAPI description lists it, fed junk: bodies of the wrong shape,
 * each field (and each query parameter) set to strings and values no client should send,
 * bracket and repeated parameters, as JSON, as a form and as a broken multipart body. Each
 * answer must be an envelope whose `msg` is a message key with translations (never a 500,
 * a stack trace or a library's text), and nothing stored may change. The per-module bad-input
 * tests check the exact answers; this one covers every route, including routes added later.
 */

const JUNK_STRINGS = [
  '', ' ', '-1', '1.', '1e309', 'NaN', '9'.repeat(400), `0.${'1'.repeat(60)}`, '１２３', '\u0000', '%',
  "' or 1=1 --", '1,000', '٣', '0x1F', '😀',
];
const JUNK_VALUES: unknown[] = [-1, 0, 1e308, 2 ** 63, 1.5, {}, [], null, true, [1, 2], { a: { b: {} } }];
const JUNK_BODIES = ['[]', 'null', '"s"', '1', '{"a":', '{"__proto__":{"x":1}}'];
const OPS = 'auditor:junk-test-ops-password';
/** Written by the market simulator as time passes, whatever the requests are. */
const MOVING_TABLES = new Set(['market_candle']);

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
}

const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as raw bytes
  }
};

describe(`every API route answers junk with a translated envelope and changes nothing (${dbLabel})`, () => {
  let t: TestContext;
  let token: string;
  const keys = new Set(modules.flatMap((m) => Object.keys(m.messages ?? {})));

  beforeAll(async () => {
    t = await createTestContext({ OPS_CREDENTIALS: OPS, RATE_LIMIT_OFF: '1', DEMO_PAYMENTS: '0' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account: 'demo@example.com', password: 'demo1234' } });
    token = (login.json() as { data: { token: string } }).data.token;
    // A bodiless action with nothing left to do, so that its answers to junk change nothing.
    await t.app.inject({ method: 'POST', url: '/api/siteMessage/readAll', headers: { authorization: token } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function snapshot(): Promise<Record<string, string>> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(t.database.db);
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      if (MOVING_TABLES.has(name)) continue;
      const r = await sql<{ n: number; digest: string | null }>`
        select count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as digest from ${sql.table(name)} x`.execute(t.database.db);
      out[name] = `${r.rows[0]?.n}:${r.rows[0]?.digest ?? ''}`;
    }
    return out;
  }

  it('covers every route', async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    // The description lists the routes of every module: a test that found none would prove nothing.
    expect(routes.length).toBeGreaterThan(60);
    for (const p of ['/api/withdrawOrder/submit', '/api/rechargeOrder/submit', '/api/ops/adjustment/post', '/api/userProductOption/addOption']) {
      expect(routes.map((r) => r.path)).toContain(p);
    }

    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: string, contentType?: string) => {
      sent++;
      const auth = url.startsWith('/api/ops/') ? `Basic ${Buffer.from(OPS).toString('base64')}` : token;
      const r = await t.app.inject({
        method: method as 'GET' | 'POST', url, payload,
        headers: { authorization: auth, ...(contentType ? { 'content-type': contentType } : {}) },
      });
      let msg: unknown;
      try {
        msg = (r.json() as { msg?: unknown }).msg;
      } catch {
        msg = undefined;
      }
      const translated = typeof msg === 'string' && (msg === 'success' || keys.has(msg));
      if (r.statusCode >= 500 || !translated) failures.push(`${r.statusCode} ${method} ${url.slice(0, 160)} ${payload?.slice(0, 80) ?? ''} -> ${r.body.slice(0, 160)}`);
    };

    for (const { path, method, op } of routes) {
      if (path === '/api/auth/logout') continue; // would end the session the other requests use
      if (method === 'POST') {
        const fields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        for (const body of JUNK_BODIES) await send(method, path, body, 'application/json');
        for (const field of fields) {
          for (const v of [...JUNK_STRINGS, ...JUNK_VALUES]) await send(method, path, JSON.stringify({ [field]: v }), 'application/json');
          for (const v of ['', '-1', '1.', '%', '\u0000']) await send(method, path, `${field}=${enc(v)}`, 'application/x-www-form-urlencoded');
          await send(method, path, `${field}[]=1&${field}[]=2`, 'application/x-www-form-urlencoded');
          await send(method, path, `${field}[a][b]=1`, 'application/x-www-form-urlencoded');
        }
        for (const v of [...JUNK_STRINGS, ...JUNK_VALUES]) await send(method, path, JSON.stringify(Object.fromEntries(fields.map((f) => [f, v]))), 'application/json');
        await send(method, path, 'x', 'multipart/form-data');
        await send(method, path, '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n-1\r\n--b--\r\n', 'multipart/form-data; boundary=b');
      }
      const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const q of params) {
        for (const v of JUNK_STRINGS) {
          await send(method, `${path}?${q}=${enc(v)}`);
          await send(method, `${path}?${q}[keyWords]=${enc(v)}`);
        }
        for (const raw of [`${q}[]=1&${q}[]=2`, `${q}[a][b][c]=1`, `${q}=1&${q}=2`, `${q}[__proto__][x]=1`, `${q}[status]=x`, `${q}[type]=99999999999`, `${q}[beginTime]=2026-13-45`]) {
          await send(method, `${path}?${raw}`);
        }
      }
    }

    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
    const after = await snapshot();
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(changed, `tables changed by junk: ${changed.join(', ')}`).toEqual([]);
  }, 600_000);
});
