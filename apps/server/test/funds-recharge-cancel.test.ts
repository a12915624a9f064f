import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDIT_DELAY_MS } from '../src/modules/funds/demo-provider.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, ledgerViolations, newKey, type Doc, type TestUser } from './funds-fixtures.ts';

const USD = 5;
const OPS = 'olga:correct-horse-battery';
const opsHeaders = { authorization: `Basic ${Buffer.from(OPS).toString('base64')}` };

/** A customer cancels a pending recharge: it leaves the daily limit and can no longer be credited. */
describe(`funds: cancelling a pending recharge (${dbLabel})`, () => {
  let t: TestContext;
  let dataDir: string;
  const channel: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funds-recharge-cancel-'));
    t = await createTestContext({ DATA_DIR: dataDir, DEMO_PAYMENTS: '0', OPS_CREDENTIALS: OPS });
    for (const c of await t.database.db.selectFrom('recharge_channel_config').select(['id', 'code']).execute()) channel[c.code] = c.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (u: TestUser, url: string) => call<Doc>(t.app, { url, headers: u.headers });
  const post = (u: TestUser, url: string, payload: object, key = newKey()) =>
    call<Doc>(t.app, { method: 'POST', url, payload, headers: { ...u.headers, 'idempotency-key': key } });
  const ops = (url: string, payload: object) => call<Doc>(t.app, { method: 'POST', url, payload, headers: opsHeaders });
  const recharge = async (u: TestUser, code: string, amount: string) => {
    const r = await post(u, '/api/rechargeOrder/submit', { channelId: channel[code], amount });
    expect(r.body).toMatchObject({ code: 200, data: { status: 'pending', canCancel: true } });
    return r.body.data!.id as number;
  };
  const statusOf = async (id: number) =>
    (await t.database.db.selectFrom('recharge_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('cancels the customer\'s own pending recharge once; a repeat of the key or of the call changes nothing', async () => {
    const u = await createUser(t.database.db);
    const id = await recharge(u, 'card-usd', '100');
    const key = newKey();
    const cancelled = await post(u, '/api/rechargeOrder/cancel', { id }, key);
    expect(cancelled.body).toMatchObject({ code: 200, data: { id, status: 'cancelled', canCancel: false, creditedAmount: '0', reviewNote: '' } });
    expect(cancelled.body.data!.reviewedAt).toEqual(expect.any(String));
    const replay = await post(u, '/api/rechargeOrder/cancel', { id }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data).toEqual(cancelled.body.data);
    const again = await post(u, '/api/rechargeOrder/cancel', { id });
    expect(again.body).toMatchObject({ code: 200, msg: 'hint_48', data: { status: 'cancelled' } });
    expect((await get(u, `/api/rechargeOrder/detail?id=${id}`)).body.data).toMatchObject({ status: 'cancelled', canCancel: false });
  });

  it('refuses another customer\'s recharge and one no longer pending, changing nothing', async () => {
    const alice = await createUser(t.database.db);
    const bob = await createUser(t.database.db);
    const id = await recharge(alice, 'usdt-trc20', '50');
    const notHers = await post(bob, '/api/rechargeOrder/cancel', { id });
    expect(notHers.body).toMatchObject({ code: 500, msg: 'funds.order_not_found' });
    expect(await statusOf(id)).toBe('pending');

    expect((await ops('/api/ops/rechargeOrder/credit', { id })).body.data).toMatchObject({ status: 'credited' });
    const credited = await post(alice, '/api/rechargeOrder/cancel', { id });
    expect(credited.body).toMatchObject({ code: 500, msg: 'funds.recharge_not_pending', params: { status: 'credited' } });
    expect(await statusOf(id)).toBe('credited');
    expect(await balanceOf(t.database.db, alice.id)).toEqual({ available: '50', frozen: '0' });

    const rejectedId = await recharge(alice, 'usdt-trc20', '60');
    await ops('/api/ops/rechargeOrder/reject', { id: rejectedId, reason: 'No transfer received' });
    expect((await post(alice, '/api/rechargeOrder/cancel', { id: rejectedId })).body).toMatchObject({ msg: 'funds.recharge_not_pending', params: { status: 'rejected' } });
    expect(await statusOf(rejectedId)).toBe('rejected');
  });

  it('counts a cancelled recharge no more against the channel\'s daily limit', async () => {
    const u = await createUser(t.database.db);
    // The third-party payment page allows 20,000 USD a day: two unpaid tries used it up.
    const first = await recharge(u, 'card-usd', '10000');
    await recharge(u, 'card-usd', '9990');
    const blocked = await post(u, '/api/rechargeOrder/submit', { channelId: channel['card-usd'], amount: '20' });
    expect(blocked.body).toMatchObject({ code: 500, msg: 'funds.daily_limit_exceeded', params: { remaining: '10', currency: 'USD' } });
    await post(u, '/api/rechargeOrder/cancel', { id: first });
    await recharge(u, 'card-usd', '10000');
    const over = await post(u, '/api/rechargeOrder/submit', { channelId: channel['card-usd'], amount: '20' });
    expect(over.body).toMatchObject({ msg: 'funds.daily_limit_exceeded', params: { remaining: '10' } });
  });

  it('holds recharges sent at the same moment to the daily limit', async () => {
    const u = await createUser(t.database.db);
    // 20,000 USD a day on the payment page: of four tries of 10,000 sent together, two fit.
    const tries = await Promise.all([1, 2, 3, 4].map(() => post(u, '/api/rechargeOrder/submit', { channelId: channel['card-usd'], amount: '10000' })));
    expect(tries.map((r) => r.body.msg).sort()).toEqual(['funds.daily_limit_exceeded', 'funds.daily_limit_exceeded', 'success', 'success']);
    const pending = await t.database.db.selectFrom('recharge_order').select('amount')
      .where('user_id', '=', u.id).where('channel_id', '=', channel['card-usd']!).where('status', '=', 'pending').execute();
    expect(pending.map((o) => Number(o.amount))).toEqual([10000, 10000]);
  });

  it('lets no operator credit or reject a cancelled recharge', async () => {
    const u = await createUser(t.database.db);
    const id = await recharge(u, 'bank-usd', '500');
    await post(u, '/api/rechargeOrder/cancel', { id });
    const credit = await ops('/api/ops/rechargeOrder/credit', { id, note: 'arrived late' });
    expect(credit.body).toMatchObject({ code: 500, msg: 'funds.recharge_cancelled', params: { status: 'cancelled' } });
    const reject = await ops('/api/ops/rechargeOrder/reject', { id, reason: 'duplicate' });
    expect(reject.body).toMatchObject({ code: 500, msg: 'funds.recharge_cancelled' });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await balanceOf(t.database.db, u.id, USD)).toEqual({ available: '0', frozen: '0' });
    const journals = await t.database.db.selectFrom('ledger_journal').select('id').where('ref_type', '=', 'recharge').where('ref_id', '=', id).execute();
    expect(journals).toEqual([]);
    const list = await call<Doc>(t.app, { url: `/api/ops/rechargeOrder/list?status=cancelled&userId=${u.id}`, headers: opsHeaders });
    expect(list.body.rows!.map((r) => r.id)).toEqual([id]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('lists cancelled recharges under their own status filter', async () => {
    const u = await createUser(t.database.db);
    const kept = await recharge(u, 'usdt-trc20', '30');
    const dropped = await recharge(u, 'usdt-trc20', '40');
    await post(u, '/api/rechargeOrder/cancel', { id: dropped });
    const cancelled = await get(u, '/api/rechargeOrder/list?params[status]=cancelled');
    expect(cancelled.body).toMatchObject({ total: 1, rows: [{ id: dropped, status: 'cancelled' }] });
    const pending = await get(u, '/api/rechargeOrder/list?params[status]=pending');
    expect(pending.body.rows!.map((r) => r.id)).toEqual([kept]);
  });
});

describe(`funds: the demo provider and a cancelled recharge (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ DEMO_PAYMENTS: '1' }); });
  afterAll(async () => { await t.close(); });

  it('does not credit a demo recharge the customer cancelled', async () => {
    const u = await createUser(t.database.db);
    const channels = await call<Doc>(t.app, { url: '/api/rechargeChannelConfig/list', headers: u.headers });
    const demo = channels.body.rows!.find((c) => c.isDemo)!;
    const sub = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: u.headers, payload: { channelId: demo.id, amount: '250' } });
    const id = sub.body.data!.id as number;
    const other = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: u.headers, payload: { channelId: demo.id, amount: '5' } });
    const cancelled = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/cancel', headers: u.headers, payload: { id } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    // The other demo order is credited: the provider ran and passed the cancelled one over.
    const started = Date.now();
    let status = 'pending';
    while (status === 'pending' && Date.now() - started < DEMO_CREDIT_DELAY_MS + 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await call<Doc>(t.app, { url: `/api/rechargeOrder/detail?id=${other.body.data!.id}`, headers: u.headers })).body.data!.status;
    }
    expect(status).toBe('credited');
    expect((await call<Doc>(t.app, { url: `/api/rechargeOrder/detail?id=${id}`, headers: u.headers })).body.data).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(t.database.db, u.id)).toEqual({ available: '5', frozen: '0' });
  }, 30_000);
});
