import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/demo.ts';
import { createSiteMessage } from '../src/modules/content/site-message.service.ts';
import { hashToken } from '../src/plugins/auth.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';

interface MessageRow { id: number; category: string; title: string; content: string; publishedAt: string; isRead: boolean; readAt: string | null }

/** A signed-in customer made directly in the database: a user and a live session. */
async function signedInUser(t: TestContext, existingUserId?: number) {
  const db = t.database.db;
  const tag = randomBytes(6).toString('hex');
  const userId = existingUserId ?? (await db
    .insertInto('app_user')
    .values({ email: `inbox-${tag}@test.example`, password_hash: 'not-a-real-hash', invite_code: `T${tag}`.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow()).id;
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('user_session').values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return { userId, token, headers: { authorization: token } };
}

async function snapshotInbox(t: TestContext) {
  const messages = await sql`select * from site_message order by id`.execute(t.database.db);
  const reads = await sql`select * from site_message_read order by user_id, message_id`.execute(t.database.db);
  return { messages: messages.rows, reads: reads.rows };
}

const count = async (t: TestContext, headers: Record<string, string>) =>
  (await call<{ count: number }>(t.app, { url: '/api/siteMessage/notReadMessageCount', headers })).body.data!.count;

describe(`site messages (${dbLabel})`, () => {
  let t: TestContext;
  let broadcasts: number;
  beforeAll(async () => {
    t = await createTestContext();
    const row = await t.database.db.selectFrom('site_message').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', 'is', null).executeTakeFirstOrThrow();
    broadcasts = Number(row.n);
  });
  afterAll(async () => { await t.close(); });

  it('seeds two broadcasts, so the demo customer sees a red dot', async () => {
    const codes = await t.database.db.selectFrom('site_message').select('code').where('user_id', 'is', null).execute();
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['broadcast.welcome', 'broadcast.security']));
    const demo = await t.database.db.selectFrom('app_user').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
    const me = await signedInUser(t, demo.id);
    const r = await call<{ count: number }>(t.app, { url: '/api/siteMessage/notReadMessageCount', headers: me.headers });
    expect(r.body).toEqual({ code: 200, msg: 'success', data: { count: broadcasts } });
    expect(broadcasts).toBeGreaterThanOrEqual(2);
  });

  it('requires a live session on every call', async () => {
    const expired = await signedInUser(t);
    await t.database.db.updateTable('user_session').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', expired.userId).execute();
    for (const headers of [{}, { authorization: 'x'.repeat(43) }, expired.headers]) {
      for (const req of [
        { url: '/api/siteMessage/notReadMessageCount' },
        { url: '/api/siteMessage/list' },
        { method: 'POST' as const, url: '/api/siteMessage/read', payload: { id: 1 } },
        { method: 'POST' as const, url: '/api/siteMessage/readAll', payload: {} },
      ]) {
        const r = await call(t.app, { ...req, headers });
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ code: 401, msg: 'error.unauthorized', params: {} });
      }
    }
  });

  it('lists own messages and broadcasts, newest first, in the caller locale, with a read flag', async () => {
    const me = await signedInUser(t);
    await createSiteMessage(t.database.db, {
      userId: me.userId, category: 'funds',
      title: { en: 'Recharge credited', de: 'Einzahlung gutgeschrieben' }, content: { en: '100 USDT credited.', de: '100 USDT gutgeschrieben.' },
    });
    const r = await call<MessageRow>(t.app, { url: '/api/siteMessage/list?pageNum=1&pageSize=10', headers: { ...me.headers, 'accept-language': 'de' } });
    expect(r.body).toMatchObject({ code: 200, total: broadcasts + 1 });
    const rows = r.body.rows!;
    expect(rows[0]).toEqual({
      id: expect.any(Number), category: 'funds', title: 'Einzahlung gutgeschrieben', content: '100 USDT gutgeschrieben.',
      publishedAt: expect.any(String), isRead: false, readAt: null,
    });
    expect(rows.map((x) => x.title)).toContain('Schützen Sie Ihr Konto');
    const times = rows.map((x) => Date.parse(x.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A locale missing from a message falls back to English.
    const ko = await call<MessageRow>(t.app, { url: '/api/siteMessage/list', headers: { ...me.headers, languageid: '9' } });
    expect(ko.body.rows![0]!.title).toBe('Recharge credited');
    expect(ko.body.rows!.map((x) => x.title)).toContain('계정을 안전하게 보호하세요');
  });

  it('counts down as messages are read, and reading twice changes nothing', async () => {
    const me = await signedInUser(t);
    await createSiteMessage(t.database.db, { userId: me.userId, title: { en: 'Order filled' }, content: { en: 'Your order was filled.' } });
    const start = await count(t, me.headers);
    expect(start).toBe(broadcasts + 1);
    const list = (await call<MessageRow>(t.app, { url: '/api/siteMessage/list', headers: me.headers })).body.rows!;
    const [first, second] = list;
    const r1 = await call(t.app, { method: 'POST', url: '/api/siteMessage/read', headers: me.headers, payload: { id: first!.id } });
    expect(r1.body).toEqual({ code: 200, msg: 'success', data: { id: first!.id, isRead: true, count: start - 1 } });
    expect(await count(t, me.headers)).toBe(start - 1);
    const before = await snapshotInbox(t);
    const again = await call(t.app, { method: 'POST', url: '/api/siteMessage/read', headers: me.headers, payload: { id: first!.id } });
    expect(again.body).toMatchObject({ code: 200, data: { count: start - 1 } });
    expect(await snapshotInbox(t)).toEqual(before);
    // Form-urlencoded, as the app sends by default.
    const form = await call(t.app, {
      method: 'POST', url: '/api/siteMessage/read', headers: { ...me.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${second!.id}`,
    });
    expect(form.body).toMatchObject({ code: 200, data: { id: second!.id, count: start - 2 } });
    const after = (await call<MessageRow>(t.app, { url: '/api/siteMessage/list', headers: me.headers })).body.rows!;
    expect(after.filter((x) => x.isRead).map((x) => x.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(after.find((x) => x.id === first!.id)!.readAt).toEqual(expect.any(String));
    // A broadcast read by one customer stays unread for another.
    const other = await signedInUser(t);
    expect(await count(t, other.headers)).toBe(broadcasts);
  });

  it('marks everything read at once', async () => {
    const me = await signedInUser(t);
    await createSiteMessage(t.database.db, { userId: me.userId, title: { en: 'A' }, content: { en: 'a' } });
    const r = await call(t.app, { method: 'POST', url: '/api/siteMessage/readAll', headers: me.headers, payload: {} });
    expect(r.body).toEqual({ code: 200, msg: 'success', data: { marked: broadcasts + 1, count: 0 } });
    expect(await count(t, me.headers)).toBe(0);
    const again = await call(t.app, { method: 'POST', url: '/api/siteMessage/readAll', headers: me.headers, payload: {} });
    expect(again.body).toEqual({ code: 200, msg: 'success', data: { marked: 0, count: 0 } });
  });

  it("keeps one customer's messages from another: not listed, not counted, not markable", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const id = await createSiteMessage(t.database.db, { userId: alice.userId, category: 'account', title: { en: 'Password changed' }, content: { en: 'Your password was changed.' } });
    expect(await count(t, alice.headers)).toBe(broadcasts + 1);
    expect(await count(t, bob.headers)).toBe(broadcasts);
    const bobList = (await call<MessageRow>(t.app, { url: '/api/siteMessage/list?pageSize=50', headers: bob.headers })).body.rows!;
    expect(bobList.map((x) => x.id)).not.toContain(id);
    const before = await snapshotInbox(t);
    const r = await call(t.app, { method: 'POST', url: '/api/siteMessage/read', headers: bob.headers, payload: { id } });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 500, msg: 'content.message_not_found', params: { id: id! } });
    expect(await snapshotInbox(t)).toEqual(before);
    expect(await count(t, alice.headers)).toBe(broadcasts + 1);
    const readAll = await call(t.app, { method: 'POST', url: '/api/siteMessage/readAll', headers: bob.headers, payload: {} });
    expect(readAll.body).toMatchObject({ data: { marked: broadcasts } });
    expect(await count(t, alice.headers)).toBe(broadcasts + 1);
  });

  it('leaves scheduled messages out until they are published', async () => {
    const me = await signedInUser(t);
    const id = await createSiteMessage(t.database.db, {
      userId: me.userId, title: { en: 'Maintenance tonight' }, content: { en: 'Trading pauses 02:00-02:30 UTC.' }, publishedAt: new Date(Date.now() + 3_600_000),
    });
    expect(await count(t, me.headers)).toBe(broadcasts);
    const r = await call(t.app, { method: 'POST', url: '/api/siteMessage/read', headers: me.headers, payload: { id } });
    expect(r.body).toMatchObject({ code: 500, msg: 'content.message_not_found' });
  });

  it('adds a coded message only once', async () => {
    const me = await signedInUser(t);
    const msg = { userId: me.userId, code: `kyc.approved.${me.userId}`, title: { en: 'Identity verified' }, content: { en: 'Your identity is verified.' } };
    expect(await createSiteMessage(t.database.db, msg)).toEqual(expect.any(Number));
    expect(await createSiteMessage(t.database.db, msg)).toBeNull();
    expect(await count(t, me.headers)).toBe(broadcasts + 1);
  });

  it('pages the inbox and clamps a huge pageSize', async () => {
    const me = await signedInUser(t);
    for (let i = 0; i < 55; i++) {
      await createSiteMessage(t.database.db, { userId: me.userId, title: { en: `Note ${i}` }, content: { en: 'n' }, publishedAt: new Date(Date.UTC(2026, 5, 1, 0, i)) });
    }
    const big = await call<MessageRow>(t.app, { url: '/api/siteMessage/list?pageNum=1&pageSize=100000', headers: me.headers });
    expect(big.body.total).toBe(55 + broadcasts);
    expect(big.body.rows).toHaveLength(50);
    expect(big.body.rows![0]!.title).toBe('Note 54');
    const p2 = await call<MessageRow>(t.app, { url: '/api/siteMessage/list?pageNum=2&pageSize=50', headers: me.headers });
    expect(p2.body.rows!.map((x) => x.title).slice(0, 5)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Note 0']);
    expect(p2.body.rows).toHaveLength(5 + broadcasts);
  });

  it('answers bad input with a clear envelope and stores nothing', async () => {
    const me = await signedInUser(t);
    const before = await snapshotInbox(t);
    const post = (payload: unknown, contentType = 'application/json') => call(t.app, {
      method: 'POST', url: '/api/siteMessage/read', headers: { ...me.headers, 'content-type': contentType }, payload: payload as string,
    });
    const cases: [Awaited<ReturnType<typeof post>>, string, Record<string, unknown>][] = [
      [await post({}), 'error.field_required', { field: 'id' }],
      [await post('', 'application/x-www-form-urlencoded'), 'error.field_required', { field: 'id' }],
      [await post({ id: 'abc' }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: -1 }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: 1.5 }), 'error.field_invalid', { field: 'id' }],
      // Strings are digits only: each of these reads as 1 (or 16) to Number().
      [await post({ id: '1.' }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: ' 1' }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: '1e0' }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: '0x10' }), 'error.field_invalid', { field: 'id' }],
      [await post('id=1.', 'application/x-www-form-urlencoded'), 'error.field_invalid', { field: 'id' }],
      [await post({ id: 1e30 }), 'error.field_invalid', { field: 'id' }],
      [await post({ id: [1, 2] }), 'error.field_invalid', { field: 'id' }],
      [await post('id=1&id=2', 'application/x-www-form-urlencoded'), 'error.field_invalid', { field: 'id' }],
      [await post({ id: 987654321 }), 'content.message_not_found', { id: 987654321 }],
      [await post('{"id":', 'application/json'), 'error.malformed_body', {}],
    ];
    for (const [r, msg, params] of cases) expect(r.body).toEqual({ code: 500, msg, params });
    for (const url of ['/api/siteMessage/list?pageSize=x', '/api/siteMessage/list?pageNum=-2', '/api/siteMessage/list?pageNum=99999999999', '/api/siteMessage/list?pageNum=%201', '/api/siteMessage/list?pageSize=1e2']) {
      const r = await call(t.app, { url, headers: me.headers });
      expect(r.body).toMatchObject({ code: 500, msg: 'error.field_invalid' });
    }
    expect(await snapshotInbox(t)).toEqual(before);
  });
});
