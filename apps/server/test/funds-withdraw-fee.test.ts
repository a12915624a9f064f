import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invalidateFundsCache } from '../src/modules/funds/funds.cache.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, fund, ledgerViolations, newKey, PAY_PASSWORD, USDT, type Doc, type TestUser } from './funds-fixtures.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * The fee the customer confirmed (`expectedFee`) against the fee the channel charges when the
 * request arrives: an operator may change the channel while the confirmation sheet is open.
 */
describe(`withdrawal: the fee shown is the fee charged (${dbLabel})`, () => {
  let t: TestContext;
  let channelId: number;

  beforeAll(async () => {
    t = await createTestContext({ DEMO_PAYMENTS: '0' });
    channelId = (await t.database.db.selectFrom('withdraw_channel_config').select('id').where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await t.close(); });
  // The seeded channel charges a fixed 1 USDT.
  afterEach(async () => { await setFee('1'); });

  async function setFee(feeFixed: string) {
    await sql`update withdraw_channel_config set fee_fixed = ${feeFixed} where id = ${channelId}`.execute(t.database.db);
    invalidateFundsCache(t.database.db);
  }

  async function customer(): Promise<{ user: TestUser; body: Record<string, unknown> }> {
    const db = t.database.db;
    const user = await createUser(db);
    await fund(db, user.id, '100');
    const a = await call<Doc>(t.app, {
      method: 'POST', url: '/api/userWalletAddress/add', headers: { ...user.headers, 'idempotency-key': newKey() },
      payload: { currencyId: USDT, network: 'TRC20', address: TRON },
    });
    return { user, body: { channelId, addressId: a.body.data!.id, payPassword: PAY_PASSWORD } };
  }

  const submit = (u: TestUser, payload: object, key = newKey()) =>
    call<Doc>(t.app, { method: 'POST', url: '/api/withdrawOrder/submit', payload, headers: { ...u.headers, 'idempotency-key': key } });
  const orderCount = async (userId: number) =>
    (await t.database.db.selectFrom('withdraw_order').select('id').where('user_id', '=', userId).execute()).length;

  it('refuses a typed amount whose fee changed since it was shown, changes nothing, and takes the new fee confirmed with the same key', async () => {
    const { user, body } = await customer();
    const quote = await call<Doc>(t.app, { url: `/api/withdrawOrder/quote?channelId=${channelId}&amount=100`, headers: user.headers });
    expect(quote.body.data).toMatchObject({ fee: '1', netAmount: '99' });
    await setFee('4');
    const key = newKey();
    const refused = await submit(user, { ...body, amount: '100', expectedFee: quote.body.data!.fee }, key);
    expect(refused.body).toMatchObject({ code: 500, msg: 'funds.fee_changed', params: { fee: '4', netAmount: '96', currency: 'USDT' } });
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await orderCount(user.id)).toBe(0);
    // The refusal is not the key's answer: the customer confirms the new fee with the same key.
    const confirmed = await submit(user, { ...body, amount: '100', expectedFee: '4' }, key);
    expect(confirmed.headers['idempotent-replayed']).toBeUndefined();
    expect(confirmed.body.data).toMatchObject({ amount: '100', fee: '4', netAmount: '96', status: 'pending' });
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '0', frozen: '100' });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('compares fees as decimals and checks nothing without an expected fee', async () => {
    const { user, body } = await customer();
    expect((await submit(user, { ...body, amount: '10', expectedFee: '1.000' })).body.data).toMatchObject({ fee: '1' });
    await setFee('2');
    expect((await submit(user, { ...body, amount: '10' })).body.data).toMatchObject({ fee: '2', netAmount: '8' });
    const bad = await submit(user, { ...body, amount: '10', expectedFee: '-1' });
    expect(bad.body).toMatchObject({ msg: 'error.field_invalid', params: { field: 'expectedFee' } });
    expect(await orderCount(user.id)).toBe(2);
  });

  it('answers a repeat of a stored request with its order even when the fee changed since', async () => {
    const { user, body } = await customer();
    const key = newKey();
    const first = await submit(user, { ...body, amount: '50', expectedFee: '1' }, key);
    expect(first.body.data).toMatchObject({ fee: '1', netAmount: '49' });
    await setFee('4');
    const again = await submit(user, { ...body, amount: '50', expectedFee: '1' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toMatchObject({ id: first.body.data!.id, fee: '1', netAmount: '49' });
    // Another request with the key is still refused as reused, not as a fee change.
    const other = await submit(user, { ...body, amount: '40', expectedFee: '1' }, key);
    expect(other.body.msg).toBe('funds.idempotency_key_reused');
    expect(await orderCount(user.id)).toBe(1);
  });

  it('refuses "everything" whose fee changed since it was shown', async () => {
    const { user, body } = await customer();
    await setFee('4');
    const refused = await submit(user, { ...body, withdrawAll: true, expectedFee: '1' });
    expect(refused.body).toMatchObject({ msg: 'funds.fee_changed', params: { fee: '4', netAmount: '96', currency: 'USDT' } });
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '100', frozen: '0' });
    const confirmed = await submit(user, { ...body, withdrawAll: true, expectedFee: '4' });
    expect(confirmed.body.data).toMatchObject({ amount: '100', fee: '4', netAmount: '96' });
  });
});
