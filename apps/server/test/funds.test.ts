import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecharge } from '../src/modules/funds/recharge.service.ts';
import { payWithdraw } from '../src/modules/funds/withdraw.service.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import {
  balanceOf, createUser, fund, ledgerViolations, multipart, newKey, PAY_PASSWORD, PNG_1x1, USDT, type TestUser,
  type Doc,
} from './funds-fixtures.ts';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe(`funds: reference data, balances, recharge, withdrawal, records (${dbLabel})`, () => {
  let t: TestContext;
  let dataDir: string;
  let channels: { recharge: Record<string, number>; withdraw: Record<string, number> };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funds-test-'));
    t = await createTestContext({ DATA_DIR: dataDir, DEMO_PAYMENTS: '0' });
    const rc = await t.database.db.selectFrom('recharge_channel_config').select(['id', 'code']).execute();
    const wc = await t.database.db.selectFrom('withdraw_channel_config').select(['id', 'code']).execute();
    channels = {
      recharge: Object.fromEntries(rc.map((c) => [c.code, c.id])),
      withdraw: Object.fromEntries(wc.map((c) => [c.code, c.id])),
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (u: TestUser, url: string, headers: Record<string, string> = {}) =>
    call<Doc>(t.app, { method: 'GET', url, headers: { ...u.headers, ...headers } });
  const post = (u: TestUser, url: string, payload: object, headers: Record<string, string> = {}) =>
    call<Doc>(t.app, { method: 'POST', url, payload, headers: { ...u.headers, ...headers } });

  it('lists platform currencies with USDT as id 3 and its networks', async () => {
    const r = await call<Doc>(t.app, { url: '/api/platformCurrency/list' });
    expect(r.body.code).toBe(200);
    const usdt = r.body.rows!.find((c) => c.id === 3);
    expect(usdt).toMatchObject({ currencyName: 'USDT', currencyType: 1, walletAddressType: 'TRC20/ERC20' });
    expect(r.body.rows!.map((c) => c.currencyName)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USD']));
  });

  it('lists recharge and withdraw channels with limits and fees, names in the caller locale', async () => {
    const u = await createUser(t.database.db);
    const rc = await get(u, '/api/rechargeChannelConfig/list', { 'accept-language': 'zh' });
    const bank = rc.body.rows!.find((c) => c.code === 'bank-usd');
    expect(bank).toMatchObject({ channelType: 2, channelName: '银行转账（美元）', bankName: expect.any(String), accountNo: expect.any(String) });
    const trc = rc.body.rows!.find((c) => c.code === 'usdt-trc20');
    expect(trc).toMatchObject({ channelType: 1, network: 'TRC20', currencyId: 3, minAmount: '10' });
    expect(rc.body.rows!.some((c) => c.channelType === 3)).toBe(true);
    // The demo provider is off in this context, so its channel is not offered.
    expect(rc.body.rows!.some((c) => c.isDemo)).toBe(false);
    const wc = await get(u, '/api/withdrawChannelConfig/list');
    expect(wc.body.rows!.find((c) => c.code === 'usdt-trc20')).toMatchObject({ feeFixed: '1', minAmount: '10', dailyLimit: '500000' });
  });

  it('lists banks for configType 0', async () => {
    const r = await call<Doc>(t.app, { url: '/api/bankPropertyConfig/list?configType=0' });
    expect(r.body.rows!.length).toBeGreaterThan(10);
    expect(r.body.rows![0]).toMatchObject({ configType: 0, bankName: expect.any(String), bankCode: expect.any(String) });
  });

  it('answers a balance of zero for a new customer and requires a session', async () => {
    const u = await createUser(t.database.db);
    const r = await get(u, '/api/userInfo/userBalance?currencyId=3');
    expect(r.body.data).toEqual([expect.objectContaining({ currencyId: 3, currencyName: 'USDT', available: '0', frozen: '0', total: '0' })]);
    const anon = await call(t.app, { url: '/api/userInfo/userBalance?currencyId=3' });
    expect(anon.body.code).toBe(401);
  });

  it('credits a recharge with a proof image exactly once and shows it in the records', async () => {
    const u = await createUser(t.database.db);
    const form = multipart({ channelId: String(channels.recharge['usdt-trc20']), amount: '150.5', remark: 'tx 0xabc' }, { bytes: PNG_1x1 });
    const sub = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', payload: form.payload, headers: { ...u.headers, ...form.headers } });
    expect(sub.body.code).toBe(200);
    expect(sub.body.data).toMatchObject({ status: 'pending', amount: '150.5', currencyName: 'USDT', proofUrl: expect.stringContaining('/api/upload/file') });
    const img = await t.app.inject({ url: sub.body.data!.proofUrl, headers: u.headers });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG_1x1)).toBe(true);
    const stranger = await createUser(t.database.db);
    const denied = await call(t.app, { url: sub.body.data!.proofUrl, headers: stranger.headers });
    expect(denied.body.msg).toBe('funds.upload_not_found');

    const id = sub.body.data!.id;
    for (let i = 0; i < 3; i++) {
      await t.database.db.transaction().execute((tx) => creditRecharge(tx, id, { type: 'operator', ref: 'alice' }));
    }
    expect(await balanceOf(t.database.db, u.id)).toEqual({ available: '150.5', frozen: '0' });
    const detail = await get(u, `/api/rechargeOrder/detail?id=${id}`);
    expect(detail.body.data).toMatchObject({ status: 'credited', creditedAmount: '150.5' });
    const rec = await get(u, '/api/fundRecord/list?pageNum=1&pageSize=10');
    expect(rec.body.rows).toEqual([expect.objectContaining({ type: 'recharge', amount: '150.5', balanceAfter: '150.5', refType: 'recharge', refId: id })]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('quotes, freezes, cancels and pays withdrawals with fee and net amount', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '100');
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON_ADDRESS });
    expect(addr.body.code).toBe(200);
    expect(addr.body.data!.address).toBe('TR7NHqje******');
    const channelId = channels.withdraw['usdt-trc20']!;
    const quote = await get(u, `/api/withdrawOrder/quote?channelId=${channelId}&amount=30`);
    expect(quote.body.data).toMatchObject({ amount: '30', fee: '1', netAmount: '29', available: '100', minAmount: '10' });

    const body = { channelId, amount: '30', addressId: addr.body.data!.id, payPassword: PAY_PASSWORD };
    const w1 = await post(u, '/api/withdrawOrder/submit', body, { 'idempotency-key': newKey() });
    expect(w1.body.code).toBe(200);
    expect(w1.body.data).toMatchObject({ status: 'pending', amount: '30', fee: '1', netAmount: '29', canCancel: true });
    expect(await balanceOf(db, u.id)).toEqual({ available: '70', frozen: '30' });

    const cancel = await post(u, '/api/withdrawOrder/cancel', { id: w1.body.data!.id });
    expect(cancel.body.data!.status).toBe('cancelled');
    expect(await balanceOf(db, u.id)).toEqual({ available: '100', frozen: '0' });
    const again = await post(u, '/api/withdrawOrder/cancel', { id: w1.body.data!.id });
    expect(again.body).toMatchObject({ code: 200, msg: 'hint_48' });

    const w2 = await post(u, '/api/withdrawOrder/submit', { ...body, amount: '40' }, { 'idempotency-key': newKey() });
    await db.transaction().execute((tx) => payWithdraw(tx, w2.body.data!.id, { type: 'operator', ref: 'alice' }, '0xfeed'));
    expect(await balanceOf(db, u.id)).toEqual({ available: '60', frozen: '0' });
    const fees = await sql<{ available: string }>`
      select available from ledger_account where user_id is null and purpose = 'fees' and currency_id = ${USDT}`.execute(db);
    expect(Number(fees.rows[0]!.available)).toBeGreaterThanOrEqual(1);

    const rec = await get(u, '/api/fundRecord/list?pageSize=20');
    const types = rec.body.rows!.map((r) => r.type);
    expect(types).toEqual(['fee', 'withdraw_paid', 'withdraw_freeze', 'withdraw_cancelled', 'withdraw_freeze', 'adjustment']);
    const paid = rec.body.rows!.find((r) => r.type === 'withdraw_paid');
    expect(paid).toMatchObject({ amount: '0', frozenAmount: '-39' });
    const onlyFreezes = await get(u, '/api/fundRecord/list?params[type]=withdraw_freeze');
    expect(onlyFreezes.body.total).toBe(2);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('requires a payment password and says when none is set', async () => {
    const db = t.database.db;
    const u = await createUser(db, { payPassword: false });
    await fund(db, u.id, '100');
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON_ADDRESS });
    const r = await post(u, '/api/withdrawOrder/submit', {
      channelId: channels.withdraw['usdt-trc20'], amount: '20', addressId: addr.body.data!.id, payPassword: '123456',
    });
    expect(r.body).toMatchObject({ code: 500, msg: 'session.pay_password_not_set' });
    expect(await balanceOf(db, u.id)).toEqual({ available: '100', frozen: '0' });
  });
});
