import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import {
  createUser, fund, fundsSnapshot, multipart, newKey, PAY_PASSWORD, PNG_1x1, USDT, type Doc, type TestUser,
} from './funds-fixtures.ts';

/**
 * Bad input on every funds call gets a clear envelope error and changes nothing stored; one
 * customer can never read or act on another customer's cards, addresses, orders, records
 * or images.
 */

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BAD_AMOUNTS: [unknown, string][] = [
  ['-10', 'funds.amount_invalid'],
  ['0', 'funds.amount_not_positive'],
  ['0.00', 'funds.amount_not_positive'],
  ['10.001', 'funds.amount_too_many_decimals'],
  ['1e3', 'funds.amount_invalid'],
  ['abc', 'funds.amount_invalid'],
  ['', 'funds.amount_invalid'],
  ['12.', 'funds.amount_invalid'],
  [' 12 3', 'funds.amount_invalid'],
  ['0x10', 'funds.amount_invalid'],
  // Beyond what any channel allows: refused against the channel's own maximum.
  ['9999999999999999999999', 'funds.amount_above_max'],
  // A JSON number has been a float by the time it is parsed: refused, even one a string of its
  // digits would be a good amount as.
  [50, 'funds.amount_invalid'],
  [20.5, 'funds.amount_invalid'],
  [-5, 'funds.amount_invalid'],
  [Number.NaN, 'funds.amount_invalid'],
  [{ value: 10 }, 'funds.amount_invalid'],
  [['10'], 'funds.amount_invalid'],
];

describe(`funds: bad input and other customers' data (${dbLabel})`, () => {
  let t: TestContext;
  let dataDir: string;
  let alice: TestUser;
  let bob: TestUser;
  let ch: { recharge: number; withdraw: number; bankWithdraw: number };
  let aliceAddress: number;
  let aliceCard: number;
  let aliceWithdrawal: number;
  let aliceRecharge: number;
  let aliceJournal: number;
  let aliceImage: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funds-bad-'));
    t = await createTestContext({ DATA_DIR: dataDir, DEMO_PAYMENTS: '0' });
    const db = t.database.db;
    const code = async (table: 'recharge_channel_config' | 'withdraw_channel_config', c: string) =>
      (await db.selectFrom(table).select('id').where('code', '=', c).executeTakeFirstOrThrow()).id;
    ch = {
      recharge: await code('recharge_channel_config', 'usdt-trc20'),
      withdraw: await code('withdraw_channel_config', 'usdt-trc20'),
      bankWithdraw: await code('withdraw_channel_config', 'bank-usd'),
    };
    alice = await createUser(db);
    bob = await createUser(db);
    await fund(db, alice.id, '500');
    await fund(db, bob.id, '500');
    await fund(db, alice.id, '500', 5);
    const as = (u: TestUser, opts: InjectOptions) => call<Doc>(t.app, { ...opts, headers: { ...u.headers, ...(opts.headers as object) } });
    aliceAddress = (await as(alice, { method: 'POST', url: '/api/userWalletAddress/add', payload: { currencyId: USDT, network: 'TRC20', address: TRON } })).body.data!.id;
    const banks = await call<Doc>(t.app, { url: '/api/bankPropertyConfig/list' });
    aliceCard = (await as(alice, { method: 'POST', url: '/api/userBankCard/add', payload: { bankId: banks.body.rows![0]!.id, holderName: 'Alice Chen', cardNumber: '6222 0212 3456 7890 123', branch: 'Central' } })).body.data!.id;
    aliceWithdrawal = (await as(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.withdraw, amount: '20', addressId: aliceAddress, payPassword: PAY_PASSWORD } })).body.data!.id;
    aliceRecharge = (await as(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount: '50' } })).body.data!.id;
    const form = multipart({}, { bytes: PNG_1x1 });
    aliceImage = Number((await as(alice, { method: 'POST', url: '/api/upload/image', payload: form.payload, headers: form.headers })).body.data!.fileId);
    const rec = await as(alice, { url: '/api/fundRecord/list' });
    aliceJournal = rec.body.rows![0]!.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs a call that must be refused, and checks that nothing stored changed. */
  async function refused(u: TestUser, opts: InjectOptions, msg: string | RegExp) {
    const before = await fundsSnapshot(t.database.db);
    const r = await call<Doc>(t.app, { ...opts, headers: { ...u.headers, ...(opts.headers as object) } });
    expect(r.body.code, JSON.stringify(r.body)).not.toBe(200);
    if (typeof msg === 'string') expect(r.body.msg).toBe(msg);
    else expect(r.body.msg).toMatch(msg);
    expect(JSON.stringify(r.body)).not.toMatch(/select |insert |stack|\.ts:\d/i);
    expect(await fundsSnapshot(t.database.db)).toEqual(before);
    return r;
  }

  it.each(BAD_AMOUNTS)('refuses recharge amount %j', async (amount, msg) => {
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount }, headers: { 'idempotency-key': newKey() } }, msg);
  });

  it.each(BAD_AMOUNTS)('refuses withdrawal amount %j', async (amount, msg) => {
    await refused(alice, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { 'idempotency-key': newKey() },
      payload: { channelId: ch.withdraw, amount, addressId: aliceAddress, payPassword: PAY_PASSWORD },
    }, msg);
  });

  it.each(['1.00000000000000000001', '0.0000001', '50', '2e1'])('refuses the JSON number %s as an amount to recharge and to withdraw', async (number) => {
    const json = (fields: Record<string, unknown>) => JSON.stringify(fields).replace('"amount":"@"', `"amount":${number}`);
    await refused(alice, {
      method: 'POST', url: '/api/rechargeOrder/submit', headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
      payload: json({ channelId: ch.recharge, amount: '@' }),
    }, 'funds.amount_invalid');
    await refused(alice, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
      payload: json({ channelId: ch.withdraw, amount: '@', addressId: aliceAddress, payPassword: PAY_PASSWORD }),
    }, 'funds.amount_invalid');
  });

  // (An empty amount asks the quote for the limits only.)
  it.each(BAD_AMOUNTS.filter(([a]) => typeof a === 'string' && a !== ''))('refuses a withdrawal quote for %j', async (amount, msg) => {
    await refused(alice, { url: `/api/withdrawOrder/quote?channelId=${ch.withdraw}&amount=${encodeURIComponent(String(amount))}` }, msg);
  });

  it('refuses amounts outside the channel limits, above the balance and below the fee', async () => {
    const w = (amount: string) => ({ method: 'POST' as const, url: '/api/withdrawOrder/submit', payload: { channelId: ch.withdraw, amount, addressId: aliceAddress, payPassword: PAY_PASSWORD } });
    await refused(alice, w('9.99'), 'funds.amount_below_min');
    await refused(alice, w('200000.01'), 'funds.amount_above_max');
    const huge = await refused(alice, w('99999999999999999999'), 'funds.amount_above_max');
    expect(huge.body).toMatchObject({ params: { max: '200000', currency: 'USDT' } });
    await refused(alice, w('480.01'), 'funds.insufficient_balance');
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount: '9' } }, 'funds.amount_below_min');
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount: '1000000.01' } }, 'funds.amount_above_max');
  });

  it('refuses unknown, disabled and demo channels', async () => {
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: 999999, amount: '50' } }, 'funds.channel_not_found');
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: 'usdt', amount: '50' } }, 'error.field_invalid');
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { amount: '50' } }, 'error.field_required');
    const demo = await t.database.db.selectFrom('recharge_channel_config').select('id').where('is_demo', '=', true).executeTakeFirstOrThrow();
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: demo.id, amount: '50' } }, 'funds.channel_not_found');
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: 999999, amount: '50', addressId: aliceAddress, payPassword: PAY_PASSWORD } }, 'funds.channel_not_found');
    await refused(alice, { url: '/api/withdrawOrder/quote?channelId=999999&amount=50' }, 'funds.channel_not_found');
  });

  it('refuses a wrong or missing payment password and a missing destination', async () => {
    const body = { channelId: ch.withdraw, amount: '20', addressId: aliceAddress };
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: body }, 'error.field_required');
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { ...body, payPassword: '12ab' } }, 'session.pay_password_format');
    // Present but not text: invalid, not missing.
    const numeric = await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { ...body, payPassword: Number(PAY_PASSWORD) } }, 'error.field_invalid');
    expect(numeric.body.params).toEqual({ field: 'payPassword' });
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.withdraw, amount: '20', payPassword: PAY_PASSWORD } }, 'funds.address_required');
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.bankWithdraw, amount: '200', payPassword: PAY_PASSWORD } }, 'funds.bank_card_required');
    // A wrong password is counted (the session module's lock), and no money moves.
    const r = await call<Doc>(t.app, { method: 'POST', url: '/api/withdrawOrder/submit', headers: alice.headers, payload: { ...body, payPassword: '000000' } });
    expect(r.body.msg).toBe('session.pay_password_wrong');
    await t.database.db.updateTable('app_user').set({ pay_password_failures: 0 }).where('id', '=', alice.id).execute();
  });

  it('refuses a typed amount together with withdrawAll, and an address together with a card', async () => {
    const all = await refused(alice, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { 'idempotency-key': newKey() },
      payload: { channelId: ch.withdraw, amount: '20', withdrawAll: 1, addressId: aliceAddress, payPassword: PAY_PASSWORD },
    }, 'error.field_invalid');
    expect(all.body.params).toEqual({ field: 'amount' });
    await refused(alice, { url: `/api/withdrawOrder/quote?channelId=${ch.withdraw}&withdrawAll=1&amount=20` }, 'error.field_invalid');
    await refused(alice, { url: `/api/withdrawOrder/quote?channelId=${ch.withdraw}&withdrawAll=1&amount=abc` }, 'error.field_invalid');
    const both = await refused(alice, {
      method: 'POST', url: '/api/withdrawOrder/submit',
      payload: { channelId: ch.withdraw, amount: '20', addressId: aliceAddress, bankCardId: aliceCard, payPassword: PAY_PASSWORD },
    }, 'error.field_invalid');
    expect(both.body.params).toEqual({ field: 'bankCardId' });
    // An empty amount is no amount: everything is quoted.
    const quote = await call<Doc>(t.app, { url: `/api/withdrawOrder/quote?channelId=${ch.withdraw}&withdrawAll=1&amount=`, headers: alice.headers });
    expect(quote.body.data).toMatchObject({ amount: '480' });
  });

  it("never uses another customer's address or card, nor one on another network", async () => {
    const bobAddress = await call<Doc>(t.app, { method: 'POST', url: '/api/userWalletAddress/add', headers: bob.headers, payload: { currencyId: USDT, network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } });
    await refused(bob, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.withdraw, amount: '20', addressId: aliceAddress, payPassword: PAY_PASSWORD } }, 'funds.address_not_found');
    await refused(bob, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.withdraw, amount: '20', addressId: bobAddress.body.data!.id, payPassword: PAY_PASSWORD } }, 'funds.address_wrong_network');
    await refused(bob, { method: 'POST', url: '/api/withdrawOrder/submit', payload: { channelId: ch.bankWithdraw, amount: '200', bankCardId: aliceCard, payPassword: PAY_PASSWORD } }, 'funds.bank_card_not_found');
  });

  it("never shows or changes another customer's records", async () => {
    await refused(bob, { url: `/api/withdrawOrder/detail?id=${aliceWithdrawal}` }, 'funds.order_not_found');
    await refused(bob, { url: `/api/rechargeOrder/detail?id=${aliceRecharge}` }, 'funds.order_not_found');
    await refused(bob, { url: `/api/fundRecord/detail?id=${aliceJournal}` }, 'funds.order_not_found');
    await refused(bob, { url: `/api/upload/file?fileId=${aliceImage}` }, 'funds.upload_not_found');
    await refused(bob, { method: 'POST', url: '/api/withdrawOrder/cancel', payload: { id: aliceWithdrawal } }, 'funds.order_not_found');
    await refused(bob, { method: 'POST', url: '/api/userBankCard/delete', payload: { id: aliceCard } }, 'funds.bank_card_not_found');
    await refused(bob, { method: 'POST', url: '/api/userWalletAddress/delete', payload: { id: aliceAddress } }, 'funds.address_not_found');
    await refused(bob, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount: '50', proofFileId: aliceImage } }, 'funds.upload_not_found');
    const lists: [string, number][] = [
      ['/api/withdrawOrder/list', aliceWithdrawal], ['/api/rechargeOrder/list', aliceRecharge], ['/api/fundRecord/list', aliceJournal],
      ['/api/userBankCard/list', aliceCard], ['/api/userWalletAddress/list', aliceAddress],
    ];
    for (const [url, own] of lists) {
      const r = await call<Doc>(t.app, { url, headers: bob.headers });
      expect((r.body.rows ?? []).map((x) => x.id), url).not.toContain(own);
    }
    const records = await call<Doc>(t.app, { url: '/api/fundRecord/list?pageSize=100', headers: bob.headers });
    expect(records.body.rows!.every((r) => r.refId === null || r.refType !== 'withdraw' || r.refId !== aliceWithdrawal)).toBe(true);
  });

  it('refuses ids that are not positive whole numbers', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999999999999']) {
      await refused(alice, { url: `/api/withdrawOrder/detail?id=${id}` }, 'error.field_invalid');
      await refused(alice, { method: 'POST', url: '/api/withdrawOrder/cancel', payload: { id } }, 'error.field_invalid');
    }
  });

  it('refuses numbers that are not plain digits, even where one could be read from them', async () => {
    const hex = (n: number) => `0x${n.toString(16)}`;
    for (const id of [hex(aliceWithdrawal), `${aliceWithdrawal}.0`, `${aliceWithdrawal}e0`, `%20${aliceWithdrawal}`]) {
      await refused(alice, { url: `/api/withdrawOrder/detail?id=${id}` }, 'error.field_invalid');
      await refused(alice, { url: `/api/rechargeOrder/detail?id=${id.replace(String(aliceWithdrawal), String(aliceRecharge))}` }, 'error.field_invalid');
    }
    await refused(alice, { url: `/api/withdrawOrder/detail?id[]=${aliceWithdrawal}` }, 'error.field_invalid');
    await refused(alice, { url: `/api/upload/file?fileId=${hex(aliceImage)}` }, 'error.field_invalid');
    for (const id of [[aliceWithdrawal], `${aliceWithdrawal} `, true]) {
      await refused(alice, { method: 'POST', url: '/api/withdrawOrder/cancel', payload: { id } }, 'error.field_invalid');
    }
    for (const id of [[aliceCard], `${aliceCard} `]) {
      await refused(alice, { method: 'POST', url: '/api/userBankCard/delete', payload: { id } }, 'error.field_invalid');
    }
    await refused(alice, { method: 'POST', url: '/api/userWalletAddress/delete', payload: { id: [aliceAddress] } }, 'error.field_invalid');
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: [ch.recharge], amount: '50' } }, 'error.field_invalid');
    await refused(alice, {
      method: 'POST', url: '/api/rechargeOrder/submit', payload: `channelId[]=${ch.recharge}&amount=50`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }, 'error.field_invalid');
    for (const q of ['pageNum=1e0', 'pageNum=0x1', 'pageNum[]=1', 'pageSize=1e1', 'pageSize=%2B5']) {
      for (const list of ['/api/withdrawOrder/list', '/api/rechargeOrder/list', '/api/fundRecord/list']) {
        await refused(alice, { url: `${list}?${q}` }, 'error.field_invalid');
      }
    }
    for (const cursor of ['0', '-1', 'abc', '1.5', '9999999999999999999']) {
      await refused(alice, { url: `/api/withdrawOrder/list?params[beforeId]=${cursor}` }, 'error.field_invalid');
      await refused(alice, { url: `/api/rechargeOrder/list?params[beforeId]=${cursor}` }, 'error.field_invalid');
      await refused(alice, { url: `/api/fundRecord/list?params[maxId]=${cursor}` }, 'error.field_invalid');
    }
    await refused(alice, { url: '/api/userInfo/userBalance?currencyId=0x3' }, 'error.field_invalid');
    // Currency ids are the database's 4-byte integers: a larger one is invalid, not a failure.
    const huge = '2147483648';
    await refused(alice, { url: `/api/userInfo/userBalance?currencyId=${huge}` }, 'error.field_invalid');
    await refused(alice, { url: `/api/fundRecord/list?params[currencyId]=${huge}` }, 'error.field_invalid');
    await refused(alice, { url: `/api/userWalletAddress/list?currencyId=${huge}` }, 'error.field_invalid');
    await refused(alice, { method: 'POST', url: '/api/userWalletAddress/add', payload: { currencyId: Number(huge), network: 'TRC20', address: TRON } }, 'error.field_invalid');
    await refused(alice, { url: '/api/userInfo/userBalance?currencyId[]=3' }, 'error.field_invalid');
    await refused(alice, { url: '/api/bankPropertyConfig/list?configType[]=0' }, 'error.field_invalid');
    await refused(alice, { url: `/api/withdrawOrder/quote?channelId=${ch.withdraw}&withdrawAll=2` }, 'error.field_invalid');
    // Plain digits and JSON numbers still work.
    const ok = await call<Doc>(t.app, { url: `/api/withdrawOrder/detail?id=${aliceWithdrawal}`, headers: alice.headers });
    expect(ok.body.data!.id).toBe(aliceWithdrawal);
    expect((await call<Doc>(t.app, { url: '/api/fundRecord/list?pageNum=1&pageSize=5', headers: alice.headers })).body.code).toBe(200);
  });

  it('refuses a note with control or bidirectional override characters, or longer than 200 characters', async () => {
    for (const remark of ['tx\u0000hash', 'a\u001bb', 'x'.repeat(201), 'tx \u202e9f3ab', 'tx \u2067hash\u2069']) {
      await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: { channelId: ch.recharge, amount: '50', remark } }, 'funds.remark_invalid');
    }
    const form = multipart({ channelId: String(ch.recharge), amount: '50', remark: 'tx\u0000hash' });
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: form.payload, headers: form.headers }, 'funds.remark_invalid');
    const fine = await call<Doc>(t.app, {
      method: 'POST', url: '/api/rechargeOrder/submit', headers: alice.headers, payload: { channelId: ch.recharge, amount: '50', remark: 'line one\nline two\ttab, \u0645\u0631\u062d\u0628\u0627 \u200f' },
    });
    expect(fine.body.code).toBe(200);
  });

  it('refuses multipart bodies that are malformed, carry several files or a field twice', async () => {
    const png = (name: string) => Buffer.concat([
      Buffer.from(`Content-Disposition: form-data; name="${name}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), PNG_1x1, Buffer.from('\r\n'),
    ]);
    const twoFiles = Buffer.concat([Buffer.from('--b0\r\n'), png('file'), Buffer.from('--b0\r\n'), png('file'), Buffer.from('--b0--\r\n')]);
    const uploads = fs.readdirSync(path.join(dataDir, 'uploads')).length;
    for (const url of ['/api/upload/image', '/api/rechargeOrder/submit']) {
      await refused(alice, { method: 'POST', url, payload: 'not a form', headers: { 'content-type': 'multipart/form-data; boundary=b0' } }, 'error.malformed_body');
      await refused(alice, { method: 'POST', url, payload: 'not a form', headers: { 'content-type': 'multipart/form-data' } }, 'error.malformed_body');
      const cut = multipart({ channelId: String(ch.recharge), amount: '50' }, { bytes: PNG_1x1 });
      await refused(alice, { method: 'POST', url, payload: cut.payload.subarray(0, cut.payload.length - 30), headers: cut.headers }, 'error.malformed_body');
      const r = await refused(alice, { method: 'POST', url, payload: twoFiles, headers: { 'content-type': 'multipart/form-data; boundary=b0' } }, 'funds.upload_one_file');
      expect(r.status).toBe(400);
    }
    const twice = Buffer.from(
      ['channelId', 'amount', 'amount'].map((k, i) => `--b1\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${i === 0 ? ch.recharge : '50'}\r\n`).join('') + '--b1--\r\n',
    );
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: twice, headers: { 'content-type': 'multipart/form-data; boundary=b1' } }, 'funds.amount_invalid');
    // The calls that take no upload refuse a multipart body as such, not as missing fields.
    const card = multipart({ bankId: '1', holderName: 'Alice Chen', cardNumber: '6222021234567890' });
    const asForm = await refused(alice, { method: 'POST', url: '/api/userBankCard/add', payload: card.payload, headers: card.headers }, 'error.unsupported_media');
    expect(asForm.status).toBe(415);
    const withdrawal = multipart({ channelId: String(ch.withdraw), amount: '20', addressId: String(aliceAddress), payPassword: PAY_PASSWORD });
    await refused(alice, { method: 'POST', url: '/api/withdrawOrder/submit', payload: withdrawal.payload, headers: withdrawal.headers }, 'error.unsupported_media');
    // A file and an uploaded file's id: two proofs, refused rather than one of them dropped.
    const both = multipart({ channelId: String(ch.recharge), amount: '50', proofFileId: String(aliceImage) }, { bytes: PNG_1x1 });
    const r = await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: both.payload, headers: both.headers }, 'error.field_invalid');
    expect(r.body.params).toEqual({ field: 'proofFileId' });
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(uploads);
  });

  it('refuses a reused idempotency key with a different body, and malformed keys', async () => {
    const key = newKey();
    const body = { channelId: ch.recharge, amount: '60' };
    const first = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: { ...alice.headers, 'idempotency-key': key }, payload: body });
    expect(first.body.code).toBe(200);
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', headers: { 'idempotency-key': key }, payload: { ...body, amount: '61' } }, 'funds.idempotency_key_reused');
    // The same key from another customer is that customer's own key: no clash, no leak.
    const other = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: { ...bob.headers, 'idempotency-key': key }, payload: body });
    expect(other.body.data!.id).not.toBe(first.body.data!.id);
    for (const bad of ['short', 'has space in it', 'x'.repeat(200), 'bad/char/key']) {
      await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', headers: { 'idempotency-key': bad }, payload: body }, 'funds.idempotency_key_invalid');
    }
  });

  it('stores no image with a recharge that is refused', async () => {
    const uploads = () => fs.readdirSync(path.join(dataDir, 'uploads')).length;
    const before = uploads();
    const form = (fields: Record<string, string>) => multipart({ channelId: String(ch.recharge), amount: '50', ...fields }, { bytes: PNG_1x1 });
    const send = (f: ReturnType<typeof multipart>, key?: string) =>
      ({ method: 'POST' as const, url: '/api/rechargeOrder/submit', payload: f.payload, headers: { ...f.headers, ...(key ? { 'idempotency-key': key } : {}) } });
    const accepted = async (f: ReturnType<typeof multipart>, key: string) => {
      const r = await call<Doc>(t.app, { ...send(f, key), headers: { ...alice.headers, ...send(f, key).headers } });
      expect(r.body.code, JSON.stringify(r.body)).toBe(200);
      return r;
    };
    await refused(alice, send(form({ channelId: '999999' })), 'funds.channel_not_found');
    await refused(alice, send(form({ amount: '1' })), 'funds.amount_below_min');
    await refused(alice, send(form({ amount: '1.001' })), 'funds.amount_too_many_decimals');
    expect(uploads()).toBe(before);
    // Accepted once with its image; the key again with another amount is refused, the same
    // request again is answered from the first without another image.
    const key = newKey();
    const first = await accepted(form({}), key);
    expect(uploads()).toBe(before + 1);
    await refused(alice, send(form({ amount: '51' }), key), 'funds.idempotency_key_reused');
    const again = await accepted(form({}), key);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect(uploads()).toBe(before + 1);
  });

  it('refuses uploads that are not images by their bytes, or too large', async () => {
    const uploads = fs.readdirSync(path.join(dataDir, 'uploads')).length;
    const fake = Buffer.concat([Buffer.from('<?php echo 1; ?>'), Buffer.alloc(64)]);
    const f1 = multipart({}, { bytes: fake, name: 'proof.png', type: 'image/png' });
    await refused(alice, { method: 'POST', url: '/api/upload/image', payload: f1.payload, headers: f1.headers }, 'funds.upload_not_image');
    const f2 = multipart({ channelId: String(ch.recharge), amount: '50' }, { bytes: fake });
    await refused(alice, { method: 'POST', url: '/api/rechargeOrder/submit', payload: f2.payload, headers: f2.headers }, 'funds.upload_not_image');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(t.config.UPLOAD_LIMIT_BYTES)]);
    const f3 = multipart({}, { bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    await refused(alice, { method: 'POST', url: '/api/upload/image', payload: f3.payload, headers: f3.headers }, /funds.upload_too_large|error.body_too_large/);
    const f4 = multipart({ note: 'no file' });
    await refused(alice, { method: 'POST', url: '/api/upload/image', payload: f4.payload, headers: f4.headers }, 'funds.upload_missing');
    await refused(alice, { method: 'POST', url: '/api/upload/image', payload: { file: 'data:image/png;base64,AAAA' } }, 'funds.upload_missing');
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(uploads);
  });

  it('refuses bad bank cards and wallet addresses', async () => {
    const banks = await call<Doc>(t.app, { url: '/api/bankPropertyConfig/list' });
    const bankId = banks.body.rows![0]!.id;
    const card = (over: object) => ({ method: 'POST' as const, url: '/api/userBankCard/add', payload: { bankId, holderName: 'Bob Li', cardNumber: '6222021234567890', ...over } });
    await refused(bob, card({ bankId: 999999 }), 'funds.bank_not_found');
    await refused(bob, card({ holderName: '' }), 'funds.holder_name_invalid');
    await refused(bob, card({ holderName: 'Bob <script>' }), 'funds.holder_name_invalid');
    await refused(bob, card({ cardNumber: '1234' }), 'funds.card_number_invalid');
    await refused(bob, card({ cardNumber: '6222-ABCD-1234' }), 'funds.card_number_invalid');
    await refused(bob, card({ cardNumber: 'GB82WEST12345698765433' }), 'funds.card_number_invalid');
    await refused(bob, card({ cardNumber: '0000 0000 0000 0000' }), 'funds.card_number_invalid');
    await refused(bob, card({ branch: 'x'.repeat(150) }), /funds.branch_invalid|error.field_invalid/);
    const addr = (over: object) => ({ method: 'POST' as const, url: '/api/userWalletAddress/add', payload: { currencyId: USDT, network: 'TRC20', address: TRON, ...over } });
    await refused(bob, addr({ network: 'BTC' }), 'funds.network_not_supported');
    await refused(bob, addr({ currencyId: 5 }), 'funds.network_not_supported');
    await refused(bob, addr({ currencyId: 999 }), 'funds.currency_not_found');
    await refused(bob, addr({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }), 'funds.address_invalid');
    await refused(bob, addr({ network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }), 'funds.address_invalid');
    await refused(bob, addr({ network: 'ERC20', address: '0x1234' }), 'funds.address_invalid');
    await refused(bob, addr({ currencyId: 1, network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' }), 'funds.address_invalid');
    await refused(bob, addr({ label: 'x'.repeat(41) }), 'funds.label_invalid');
  });

  it('refuses bad record filters', async () => {
    await refused(alice, { url: '/api/fundRecord/list?params[startTime]=2026-02-30' }, 'error.field_invalid');
    await refused(alice, { url: '/api/fundRecord/list?params[startTime]=2026-05-02&params[endTime]=2026-05-01' }, 'funds.date_range_invalid');
    await refused(alice, { url: '/api/fundRecord/list?params[type]=DROP%20TABLE' }, 'error.field_invalid');
    await refused(alice, { url: '/api/fundRecord/list?pageSize=1000' }, 'error.field_invalid');
    // The database stores the years 1 to 9999: outside them a date is invalid, not a failure.
    await refused(alice, { url: '/api/fundRecord/list?params[startTime]=0000-01-01' }, 'error.field_invalid');
    await refused(alice, { url: '/api/fundRecord/list?params[endTime]=0000-06-30T12:00:00Z' }, 'error.field_invalid');
    await refused(alice, { url: '/api/fundRecord/list?params[startTime]=%2B010000-01-01T00:00:00Z' }, 'error.field_invalid');
    const lastDay = await call<Doc>(t.app, { url: '/api/fundRecord/list?params[startTime]=9999-12-31&params[endTime]=9999-12-31', headers: alice.headers });
    expect(lastDay.status).toBe(200);
    expect(lastDay.body.rows).toEqual([]);
    const all = await call<Doc>(t.app, { url: '/api/fundRecord/list?params[startTime]=0001-01-01&params[endTime]=9999-12-31', headers: alice.headers });
    expect(all.body.total).toBeGreaterThan(0);
    await refused(alice, { url: '/api/userWalletAddress/list?network=TRC%00' }, 'error.field_invalid');
  });

  it('needs a session for every customer funds call', async () => {
    const calls: InjectOptions[] = [
      { url: '/api/userInfo/userBalance?currencyId=3' }, { url: '/api/userInfo/personCenterPanelData' }, { url: '/api/userBibiAssets/list' },
      { url: '/api/rechargeChannelConfig/list' }, { url: '/api/withdrawChannelConfig/list' }, { url: '/api/fundRecord/list' },
      { method: 'POST', url: '/api/withdrawOrder/submit', payload: {} }, { method: 'POST', url: '/api/rechargeOrder/submit', payload: {} },
      { method: 'POST', url: '/api/userBankCard/add', payload: {} }, { url: `/api/upload/file?fileId=${aliceImage}` },
    ];
    for (const c of calls) {
      const r = await call(t.app, c);
      expect(r.body.code, c.url as string).toBe(401);
    }
  });
});
