import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedVouch } from '../src/modules/funds/pay-password.ts';
import { callsInFlight, WithdrawBatcher, withdrawBatcher, type WithdrawBatchItem, type WithdrawBatchOutcome } from '../src/modules/funds/withdraw-batch.ts';
import { hashToken } from '../src/plugins/auth.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, fund, fundsSnapshot, ledgerViolations, newKey, PAY_PASSWORD, USDT, type Doc, type TestUser } from './funds-fixtures.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * Withdrawal requests decided together by `withdraw_batch` (migration 202611220408/0409):
 * each request of a batch has its own outcome, and the one-call path (session, stored
 * answer, destination and the payment password's vouch in the same call) is exactly as
 * strict as separate checks. The batch tests call the database function with a chosen set
 * of requests, so what shares a call is known; the API tests go through the server.
 */
describe(`withdrawal batches (${dbLabel})`, () => {
  let t: TestContext;
  let channel: { id: number; dailyLimit: string };

  beforeAll(async () => {
    t = await createTestContext({ DEMO_PAYMENTS: '0' });
    const c = await t.database.db.selectFrom('withdraw_channel_config').select(['id', 'daily_limit'])
      .where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow();
    channel = { id: c.id, dailyLimit: String(c.daily_limit) };
  });
  afterAll(async () => { await t.close(); });

  interface Customer { user: TestUser; addressId: number; payHash: string }

  async function customer(balance: string): Promise<Customer> {
    const db = t.database.db;
    const user = await createUser(db);
    if (balance !== '0') await fund(db, user.id, balance);
    const a = await call<Doc>(t.app, {
      method: 'POST', url: '/api/userWalletAddress/add', headers: user.headers, payload: { currencyId: USDT, network: 'TRC20', address: TRON },
    });
    const u = await db.selectFrom('app_user').select('pay_password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { user, addressId: a.body.data!.id, payHash: u.pay_password_hash! };
  }

  /** A request as the server sends it: session token, a vouch for the payment password (unless told otherwise), 10 USDT by default. */
  function item(c: Customer, over: Partial<WithdrawBatchItem> = {}): WithdrawBatchItem {
    const amount = over.amount ?? '10';
    return {
      token: hashToken(c.user.token), user_id: null, vouch_user: c.user.id, vouch_hash: c.payHash, fresh: false,
      key: newKey(), req_hash: `hash-${amount}`, channel_id: channel.id, currency_id: USDT, network: 'TRC20',
      address_id: c.addressId, card_id: null, amount, fee: '1', net: String(Number(amount) - 1), daily_limit: channel.dailyLimit,
      resp: { amount, status: 'pending' },
      ...over,
    };
  }

  async function batch(items: WithdrawBatchItem[]): Promise<WithdrawBatchOutcome[]> {
    const r = await sql<{ r: WithdrawBatchOutcome[] }>`select withdraw_batch(${JSON.stringify(items)}::jsonb) as r`.execute(t.database.db);
    return r.rows[0]!.r;
  }

  const orders = async (userId: number) =>
    (await t.database.db.selectFrom('withdraw_order').select(['id', 'amount', 'user_id']).where('user_id', '=', userId).orderBy('id').execute())
      .map((o) => ({ ...o, amount: String(Number(o.amount)) }));

  it('refuses one request for its balance and accepts the others of the same call', async () => {
    const rich = await customer('100');
    const poor = await customer('5');
    const out = await batch([item(rich), item(poor), item(rich, { amount: '20' }), item(poor, { amount: '6' })]);
    expect(out.map((o) => o.s)).toEqual(['ok', 'insufficient', 'ok', 'insufficient']);
    expect(await balanceOf(t.database.db, rich.user.id)).toEqual({ available: '70', frozen: '30' });
    expect(await balanceOf(t.database.db, poor.user.id)).toEqual({ available: '5', frozen: '0' });
    expect((await orders(rich.user.id)).map((o) => o.amount)).toEqual(['10', '20']);
    expect(await orders(poor.user.id)).toEqual([]);
    // Each answer is its own order, with the destination the order stored.
    const [first, , third] = out as { s: 'ok'; r: Doc }[];
    expect(first!.r).toMatchObject({ amount: '10', status: 'pending', destination: { network: 'TRC20', address: TRON } });
    expect(third!.r.id).not.toBe(first!.r.id);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('decides the requests of one account in arrival order, a later smaller one taking what is left', async () => {
    const c = await customer('100');
    const out = await batch([item(c, { amount: '90' }), item(c, { amount: '20' }), item(c, { amount: '10' })]);
    expect(out.map((o) => o.s)).toEqual(['ok', 'insufficient', 'ok']);
    expect(await balanceOf(t.database.db, c.user.id)).toEqual({ available: '0', frozen: '100' });
    // Entries carry the balances after each journal, in order.
    const after = await sql<{ available_after: string }>`
      select e.available_after from ledger_entry e join ledger_journal j on j.id = e.journal_id
      where j.user_id = ${c.user.id} and j.kind = 'withdraw_request' and e.bucket = 'available' order by e.id`.execute(t.database.db);
    expect(after.rows.map((r) => Number(r.available_after))).toEqual([10, 0]);
  });

  it('mixes customers: every request is checked against its own session, account and destination', async () => {
    const a = await customer('50');
    const b = await customer('50');
    const out = await batch([
      item(a),
      item(b, { address_id: a.addressId }), // b's session with a's address
      item(b),
      item(a, { vouch_user: b.user.id, vouch_hash: b.payHash }), // a vouch for someone else
      item(a, { token: hashToken('no-such-session-token-000000') }),
      item(b, { network: 'ERC20' }),
    ]);
    expect(out.map((o) => o.s)).toEqual(['ok', 'address_not_found', 'ok', 'password', 'session', 'address_wrong_network']);
    expect(out[3]).toMatchObject({ s: 'password', u: a.user.id, h: a.payHash, c: true });
    expect(await balanceOf(t.database.db, a.user.id)).toEqual({ available: '40', frozen: '10' });
    expect(await balanceOf(t.database.db, b.user.id)).toEqual({ available: '40', frozen: '10' });
    expect((await orders(a.user.id)).map((o) => o.user_id)).toEqual([a.user.id]);
  });

  it('answers a replayed key from the stored answer inside a later call, without a second effect', async () => {
    const c = await customer('100');
    const first = item(c, { amount: '30' });
    const [done] = await batch([first]);
    expect(done!.s).toBe('ok');
    const again = await batch([item(c), { ...first }, { ...first, req_hash: 'another-request' }]);
    expect(again.map((o) => o.s)).toEqual(['ok', 'replay', 'reused']);
    expect((again[1] as Extract<WithdrawBatchOutcome, { r: unknown }>).r).toEqual((done as Extract<WithdrawBatchOutcome, { r: unknown }>).r);
    expect(await balanceOf(t.database.db, c.user.id)).toEqual({ available: '60', frozen: '40' });
    expect(await orders(c.user.id)).toHaveLength(2);
  });

  it('rolls the whole call back when a key of the call was taken (the server then sends each request alone)', async () => {
    const c = await customer('100');
    const key = newKey();
    const before = await fundsSnapshot(t.database.db);
    await expect(batch([item(c), item(c, { key }), item(c, { key })])).rejects.toMatchObject({ code: 'FN003' });
    expect(await fundsSnapshot(t.database.db)).toEqual(before);
  });

  it('counts the daily limit over the requests before it in the same call', async () => {
    const c = await customer('1000');
    const out = await batch([
      item(c, { amount: '60', daily_limit: '100' }), item(c, { amount: '50', daily_limit: '100' }), item(c, { amount: '40', daily_limit: '100' }),
    ]);
    expect(out).toEqual([expect.objectContaining({ s: 'ok' }), { s: 'daily_limit', remaining: '40' }, expect.objectContaining({ s: 'ok' })]);
    const usage = await t.database.db.selectFrom('withdraw_daily_usage').select('amount').where('user_id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(Number(usage.amount)).toBe(100);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('takes a vouch only for the stored hash, and from the cache only with no failed attempt pending', async () => {
    const c = await customer('100');
    const db = t.database.db;
    expect((await batch([item(c, { vouch_hash: 'some-other-hash' })]))[0]).toMatchObject({ s: 'password', h: c.payHash });
    expect((await batch([item(c, { vouch_user: null, vouch_hash: null })]))[0]!.s).toBe('password');
    await db.updateTable('app_user').set({ pay_password_failures: 1 }).where('id', '=', c.user.id).execute();
    expect((await batch([item(c)]))[0]).toMatchObject({ s: 'password', c: false });
    // A vouch made by the full check of the request itself does not need the clean state.
    expect((await batch([item(c, { fresh: true })]))[0]!.s).toBe('ok');
    await db.updateTable('app_user').set({ pay_password_failures: 0 }).where('id', '=', c.user.id).execute();
    expect(await balanceOf(db, c.user.id)).toEqual({ available: '90', frozen: '10' });
  });

  // --- through the server ---------------------------------------------------------------------

  const submit = (c: Customer, payload: Record<string, unknown>, headers: Record<string, string> = c.user.headers) =>
    call<Doc>(t.app, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { ...headers, 'idempotency-key': newKey() },
      payload: { channelId: channel.id, addressId: c.addressId, payPassword: PAY_PASSWORD, ...payload },
    });

  it('checks the payment password fully on a cache miss, then vouches for it from the cache in one call', async () => {
    const c = await customer('100');
    const principal = `t:${hashToken(c.user.token)}`;
    expect(cachedVouch(principal, PAY_PASSWORD)).toBeNull();
    const first = await submit(c, { amount: '10' });
    expect(first.body).toMatchObject({ code: 200, data: { amount: '10', status: 'pending', destination: { address: 'TR7NHqje******' } } });
    expect(cachedVouch(principal, PAY_PASSWORD)).toEqual({ userId: c.user.id, hash: c.payHash, fresh: false });
    expect(cachedVouch(principal, '000000')).toBeNull();
    const second = await submit(c, { amount: '10' });
    expect(second.body.code).toBe(200);
    // A wrong password never uses the cache: it is counted, and nothing moves.
    const wrong = await submit(c, { amount: '10', payPassword: '000000' });
    expect(wrong.body).toMatchObject({ msg: 'session.pay_password_wrong', params: { remaining: 4 } });
    const state = await t.database.db.selectFrom('app_user').select('pay_password_failures').where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(state.pay_password_failures).toBe(1);
    // With a failure pending the cached vouch is refused; the full check of the right password clears the count.
    const right = await submit(c, { amount: '10' });
    expect(right.body.code).toBe(200);
    const cleared = await t.database.db.selectFrom('app_user').select('pay_password_failures').where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(cleared.pay_password_failures).toBe(0);
    expect(await balanceOf(t.database.db, c.user.id)).toEqual({ available: '70', frozen: '30' });
  });

  it('answers 401 before anything else when the session is not live, and the request\'s own error when it is', async () => {
    const c = await customer('100');
    const bogus = { authorization: 'x'.repeat(43) };
    for (const payload of [{}, { channelId: 999999, amount: '10' }, { amount: '1' }, { amount: '10' }]) {
      expect((await submit(c, payload, bogus)).body.code).toBe(401);
    }
    const malformed = await call<Doc>(t.app, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { ...bogus, 'content-type': 'application/json' }, payload: '{"amount":',
    });
    expect(malformed.body.code).toBe(401);
    expect((await submit(c, { amount: '1' })).body.msg).toBe('funds.amount_below_min');
    expect((await submit(c, { channelId: 999999, amount: '10' })).body.msg).toBe('funds.channel_not_found');
    // A revoked session stops the withdrawal inside the same database call.
    await t.database.db.updateTable('user_session').set({ revoked_at: new Date() }).where('user_id', '=', c.user.id).execute();
    expect((await submit(c, { amount: '10' })).body.code).toBe(401);
    expect(await balanceOf(t.database.db, c.user.id)).toEqual({ available: '100', frozen: '0' });
  });

  it('sends the requests of a failed call again alone, so one failing request fails only itself', async () => {
    const db = t.database.db;
    const customers = await Promise.all([customer('100'), customer('100'), customer('100')]);
    // A wrapper that fails any call holding a request of 13 (so every call with it rolls
    // back), counting calls and requests in sequences (which a rollback does not undo).
    await sql`create sequence test_batch_calls`.execute(db);
    await sql`create sequence test_batch_items`.execute(db);
    await sql`alter function withdraw_batch(jsonb) rename to withdraw_batch_real`.execute(db);
    await sql`create function withdraw_batch(p jsonb) returns jsonb language plpgsql as $$
      begin
        perform nextval('test_batch_calls');
        perform nextval('test_batch_items') from generate_series(1, jsonb_array_length(p));
        if exists (select 1 from jsonb_array_elements(p) e where e ->> 'amount' = '13') then
          raise exception 'test failure' using errcode = 'P0001';
        end if;
        return withdraw_batch_real(p);
      end $$`.execute(db);
    let settled: PromiseSettledResult<WithdrawBatchOutcome>[];
    try {
      // Submitted in one turn of the event loop: they leave as one call.
      const batcher = withdrawBatcher(db);
      settled = await Promise.allSettled([
        batcher.submit(item(customers[0]!)), batcher.submit(item(customers[1]!, { amount: '13' })), batcher.submit(item(customers[2]!, { amount: '12' })),
      ]);
    } finally {
      await sql`drop function withdraw_batch(jsonb)`.execute(db);
      await sql`alter function withdraw_batch_real(jsonb) rename to withdraw_batch`.execute(db);
    }
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value.s : 'failed'))).toEqual(['ok', 'failed', 'ok']);
    expect(settled[1]).toMatchObject({ status: 'rejected', reason: { code: 'P0001' } });
    // One call of three, then each request alone.
    const counts = await sql<{ calls: number; items: number }>`
      select (select last_value from test_batch_calls) as calls, (select last_value from test_batch_items) as items`.execute(db);
    expect([Number(counts.rows[0]!.calls), Number(counts.rows[0]!.items)]).toEqual([4, 6]);
    expect((await Promise.all(customers.map((c) => balanceOf(db, c.user.id)))).map((b) => b.frozen)).toEqual(['10', '0', '12']);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('runs calls side by side on PostgreSQL, never two of one session, and every outcome stays as if one by one', async () => {
    const db = t.database.db;
    // PostgreSQL runs batches side by side; the embedded database one at a time.
    expect(callsInFlight(t.database.kind)).toBe(t.database.kind === 'postgres' ? 3 : 1);
    const batcher = new WithdrawBatcher(db, 3);
    const cs = await Promise.all(Array.from({ length: 6 }, () => customer('45')));
    const tokens = new Map(cs.map((c, i) => [hashToken(c.user.token), i]));
    // A wrapper that records when each call ran and whose requests it held (committed with
    // the call), and takes 20 ms, so that calls sent while one runs overlap it.
    await sql`create table test_batch_runs (started timestamptz, ended timestamptz, tokens text[])`.execute(db);
    await sql`alter function withdraw_batch(jsonb) rename to withdraw_batch_real`.execute(db);
    await sql`create function withdraw_batch(p jsonb) returns jsonb language plpgsql as $$
      declare t0 timestamptz := clock_timestamp(); r jsonb;
      begin
        perform pg_sleep(0.02);
        r := withdraw_batch_real(p);
        insert into test_batch_runs values (t0, clock_timestamp(), array(select e ->> 'token' from jsonb_array_elements(p) e));
        return r;
      end $$`.execute(db);
    const repeated = item(cs[0]!);
    const outcomes: Promise<WithdrawBatchOutcome>[][] = cs.map(() => []);
    const repeats: Promise<WithdrawBatchOutcome>[] = [];
    try {
      // Twelve rounds, each in its own turn of the event loop, taking turns between the first
      // three customers and the last three: a round leaves while the one before still runs.
      for (let round = 0; round < 12; round++) {
        const group = round % 2 === 0 ? [0, 1, 2] : [3, 4, 5];
        for (const i of group) outcomes[i]!.push(batcher.submit(item(cs[i]!)));
        if (round % 2 === 0) repeats.push(batcher.submit({ ...repeated }));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all([...outcomes.flat(), ...repeats]);
    } finally {
      await sql`drop function withdraw_batch(jsonb)`.execute(db);
      await sql`alter function withdraw_batch_real(jsonb) rename to withdraw_batch`.execute(db);
    }
    const runs = (await sql<{ started: Date; ended: Date; tokens: string[] }>`select * from test_batch_runs order by started`.execute(db)).rows;
    await sql`drop table test_batch_runs`.execute(db);
    const overlapping = runs.flatMap((a, i) => runs.slice(i + 1).filter((b) => b.started < a.ended).map((b) => [a, b] as const));
    // Side by side on PostgreSQL (the embedded database runs one call at a time), and never
    // two calls with requests of the same session at once.
    if (t.database.kind === 'postgres') expect(overlapping.length).toBeGreaterThan(0);
    else expect(overlapping).toEqual([]);
    for (const [a, b] of overlapping) {
      const sessions = new Set(a.tokens.map((tk) => tokens.get(tk)));
      expect(b.tokens.filter((tk) => sessions.has(tokens.get(tk)))).toEqual([]);
    }
    const got = await Promise.all(outcomes.map((o) => Promise.all(o)));
    const again = await Promise.all(repeats);
    // The repeated key took effect once, the first time; later it got the stored answer.
    expect(again.map((o) => o.s)).toEqual(['ok', ...Array<string>(5).fill('replay')]);
    expect((again[5] as Extract<WithdrawBatchOutcome, { r: unknown }>).r).toEqual((again[0] as Extract<WithdrawBatchOutcome, { r: unknown }>).r);
    // Each account's requests were decided in the order they came: the first ones until the
    // balance ran out (customer 0's repeated request took 10 of it), then only refusals.
    const decided = (oks: number) => [...Array<string>(oks).fill('ok'), ...Array<string>(6 - oks).fill('insufficient')];
    expect(got[0]!.map((o) => o.s)).toEqual(decided(3));
    for (const i of [1, 2, 3, 4, 5]) expect(got[i]!.map((o) => o.s)).toEqual(decided(4));
    for (const c of cs) expect(await balanceOf(db, c.user.id)).toEqual({ available: '5', frozen: '40' });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
