import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeze, LedgerError, postJournal } from '../src/modules/funds/ledger.service.ts';
import { checkPayPassword } from '../src/modules/funds/pay-password.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, fund, ledgerViolations, newKey, PAY_PASSWORD, USDT, type Doc, type TestUser } from './funds-fixtures.ts';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * The ledger's guards under concurrency. On PostgreSQL the requests really run in parallel
 * on a pool of connections; on PGlite (one connection) they interleave between statements.
 */
describe(`ledger guards under concurrency (${dbLabel})`, () => {
  let t: TestContext;
  let channelId: number;

  beforeAll(async () => {
    t = await createTestContext({ DEMO_PAYMENTS: '0' });
    const c = await t.database.db.selectFrom('withdraw_channel_config').select('id').where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow();
    channelId = c.id;
  });
  afterAll(async () => { await t.close(); });

  async function customerWith(balance: string): Promise<{ user: TestUser; addressId: number }> {
    const db = t.database.db;
    const user = await createUser(db);
    await fund(db, user.id, balance);
    const a = await call<Doc>(t.app, { method: 'POST', url: '/api/userWalletAddress/add', headers: user.headers, payload: { currencyId: USDT, network: 'TRC20', address: TRON_ADDRESS } });
    // The customer has just confirmed the payment password once (as before any withdrawal
    // screen); the burst below then tests the ledger, not the password's attempt counter.
    await checkPayPassword(db, user.id, PAY_PASSWORD);
    return { user, addressId: a.body.data!.id };
  }

  const withdraw = (u: TestUser, addressId: number, amount: string, key?: string) =>
    call<Doc>(t.app, {
      method: 'POST', url: '/api/withdrawOrder/submit',
      headers: { ...u.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { channelId, amount, addressId, payPassword: PAY_PASSWORD },
    });

  it('50 concurrent withdrawals of 10 against 100: exactly 10 succeed, the balance ends at 0', async () => {
    const { user, addressId } = await customerWith('100');
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(user, addressId, '10', newKey())));
    const ok = results.filter((r) => r.body.code === 200);
    const refused = results.filter((r) => r.body.code !== 200);
    expect(ok).toHaveLength(10);
    expect(new Set(ok.map((r) => r.body.data!.id)).size).toBe(10);
    expect(refused.map((r) => r.body.msg)).toEqual(Array(40).fill('funds.insufficient_balance'));
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '0', frozen: '100' });
    const orders = await t.database.db.selectFrom('withdraw_order').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(orders.n).toBe(10);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('the same idempotency key sent 10 times concurrently has one effect and one answer', async () => {
    const { user, addressId } = await customerWith('100');
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(user, addressId, '25', key)));
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.data!.id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '75', frozen: '25' });
    const journals = await t.database.db.selectFrom('ledger_journal').select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id).where('kind', '=', 'withdraw_request').executeTakeFirstOrThrow();
    expect(journals.n).toBe(1);
  });

  it('concurrent cancels and an operator payment settle a withdrawal once', async () => {
    const { user, addressId } = await customerWith('100');
    const w = await withdraw(user, addressId, '40', newKey());
    const cancels = Array.from({ length: 10 }, () =>
      call<Doc>(t.app, { method: 'POST', url: '/api/withdrawOrder/cancel', headers: user.headers, payload: { id: w.body.data!.id } }));
    const results = await Promise.all(cancels);
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(results.filter((r) => r.body.msg !== 'hint_48')).toHaveLength(1);
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('concurrent journals crossing the same accounts in both directions neither deadlock nor drift', async () => {
    const db = t.database.db;
    const a = await createUser(db);
    const b = await createUser(db);
    await fund(db, a.id, '1000');
    await fund(db, b.id, '1000');
    const move = (from: number, to: number) =>
      db.transaction().execute((tx) => postJournal(tx, {
        kind: 'transfer_test', userId: from, cause: { type: 'rule', ref: 'concurrency-test' },
        entries: [
          { account: { userId: from, currencyId: USDT }, bucket: 'available', amount: '-1', type: 'adjustment' },
          { account: { userId: to, currencyId: USDT }, bucket: 'available', amount: '1', type: 'adjustment' },
        ],
      }));
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? move(a.id, b.id) : move(b.id, a.id))));
    expect(await balanceOf(db, a.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await balanceOf(db, b.id)).toEqual({ available: '1000', frozen: '0' });
  });

  it('refuses an unbalanced journal in code and in SQL', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await expect(db.transaction().execute((tx) => postJournal(tx, {
      kind: 'broken', userId: u.id, cause: { type: 'rule', ref: 'test' },
      entries: [{ account: { userId: u.id, currencyId: USDT }, bucket: 'available', amount: '5', type: 'adjustment' }],
    }))).rejects.toBeInstanceOf(LedgerError);
    // Straight SQL that bypasses the service is stopped by the trigger.
    const acct = await db.insertInto('ledger_account').values({ user_id: u.id, currency_id: USDT, purpose: 'main' })
      .onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
    const j = await db.insertInto('ledger_journal').values({ kind: 'broken', user_id: u.id, cause_type: 'rule', cause_ref: 'test' }).returning('id').executeTakeFirstOrThrow();
    await expect(sql`insert into ledger_entry (journal_id, account_id, currency_id, user_id, bucket, type, amount, available_after, frozen_after)
      values (${j.id}, ${acct!.id}, ${USDT}, ${u.id}, 'available', 'adjustment', 5, 5, 0)`.execute(db)).rejects.toThrow(/does not balance/);
    // A customer account cannot go below zero even by a direct update.
    await expect(sql`update ledger_account set available = -1 where id = ${acct!.id}`.execute(db)).rejects.toThrow(/ledger_account_customer_non_negative/);
    // And entries are history.
    await expect(sql`delete from ledger_entry where id = (select min(id) from ledger_entry)`.execute(db)).rejects.toThrow(/immutable/);
  });

  it('freezing more than is available changes nothing', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '10');
    await expect(db.transaction().execute((tx) => freeze(tx, {
      userId: u.id, currencyId: USDT, amount: '10.01', kind: 'withdraw_request', type: 'withdraw_freeze', cause: { type: 'user', ref: String(u.id) },
    }))).rejects.toMatchObject({ msgKey: 'funds.insufficient_balance' });
    expect(await balanceOf(db, u.id)).toEqual({ available: '10', frozen: '0' });
  });
});
