import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateFundsCache } from '../src/modules/funds/funds.cache.ts';
import { pruneDailyUsage, pruneIdempotency } from '../src/modules/funds/maintenance.ts';
import { bibiAssets, panelData } from '../src/modules/funds/balance.service.ts';
import { noPrices, type PriceLookup } from '../src/modules/funds/valuation.ts';
import { nextUtcMidnight } from '../src/modules/funds/withdraw-request.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, fund, ledgerViolations, newKey, PAY_PASSWORD, USDT, type Doc, type TestUser } from './funds-fixtures.ts';

const BTC = 1;
const USD = 5;
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe(`funds: settings, limits, bank payouts, records and assets (${dbLabel})`, () => {
  let t: TestContext;
  let dataDir: string;
  const channel: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funds-features-'));
    t = await createTestContext({ DATA_DIR: dataDir, DEMO_PAYMENTS: '0' });
    for (const c of await t.database.db.selectFrom('withdraw_channel_config').select(['id', 'code']).execute()) channel[c.code] = c.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (u: TestUser, url: string) => call<Doc>(t.app, { url, headers: u.headers });
  const post = (u: TestUser, url: string, payload: object) =>
    call<Doc>(t.app, { method: 'POST', url, payload, headers: { ...u.headers, 'idempotency-key': newKey() } });
  // Settings are changed in the database directly; the funds calls read them through a
  // one-second cache, which is dropped so the change shows at once.
  const setOther = async (name: string, value: number) => {
    await sql`update site_setting set value = ${JSON.stringify(value)}::jsonb where group_name = 'otherValue' and name = ${name}`.execute(t.database.db);
    invalidateFundsCache(t.database.db);
  };
  const setSwitch = async (name: string, status: 0 | 1) => {
    await sql`update switch_set set status = ${status} where switch_name = ${name}`.execute(t.database.db);
    invalidateFundsCache(t.database.db);
  };
  const bankId = async () => (await call<Doc>(t.app, { url: '/api/bankPropertyConfig/list' })).body.rows![0]!.id;

  it('masks card numbers and addresses per spec point 9 unless the switches say full', async () => {
    const u = await createUser(t.database.db);
    const card = await post(u, '/api/userBankCard/add', { bankId: await bankId(), holderName: 'Wang  Xiaoming', cardNumber: '6222 0212 3456 0123', branch: 'Pudong' });
    expect(card.body.data).toMatchObject({ cardNumber: '6222****0123', holderName: 'Wang Xiaoming', last4: '0123' });
    const short = await post(u, '/api/userBankCard/add', { bankId: await bankId(), holderName: 'Ana Souza', cardNumber: '12345678' });
    expect(short.body.data).toMatchObject({ cardNumber: '12****78', last4: '78' });
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'trc20', address: ` ${TRON} ` });
    expect(addr.body.data).toMatchObject({ network: 'TRC20', address: 'TR7NHqje******' });
    await setSwitch('bank_card_full', 1);
    await setSwitch('wallet_address_full', 1);
    try {
      const full = await get(u, '/api/userBankCard/list');
      expect(full.body.rows!.map((c) => c.cardNumber)).toEqual(['12345678', '6222021234560123']);
      // Private answers are never kept by a cache (a shared phone's disk, a proxy).
      expect(full.headers['cache-control']).toBe('no-store');
      expect((await get(u, '/api/userWalletAddress/list')).body.rows![0]!.address).toBe(TRON);
    } finally {
      await setSwitch('bank_card_full', 0);
      await setSwitch('wallet_address_full', 0);
    }
    const dup = await post(u, '/api/userBankCard/add', { bankId: await bankId(), holderName: 'Wang Xiaoming', cardNumber: '6222021234560123' });
    expect(dup.body.msg).toBe('funds.bank_card_duplicate');
    expect((await post(u, '/api/userBankCard/delete', { id: card.body.data!.id })).body.code).toBe(200);
    expect((await get(u, '/api/userBankCard/list')).body.rows!.map((c) => c.id)).toEqual([short.body.data!.id]);
  });

  it('stores a number or an address pasted with invisible marks as the customer sees it, and names in one spelling', async () => {
    const u = await createUser(t.database.db);
    // A right-to-left mark and zero-width spaces, as a copy from a chat or an Arabic page carries them.
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: `\u200f${TRON}\u200b` });
    expect(addr.body.code, JSON.stringify(addr.body)).toBe(200);
    const card = await post(u, '/api/userBankCard/add', {
      bankId: await bankId(), holderName: 'Nguyễn Văn Ánh'.normalize('NFD'), cardNumber: '6222\u200b0212\u200b3456\u200b7890\u200f', branch: 'Hà Nội'.normalize('NFD'),
    });
    expect(card.body.code, JSON.stringify(card.body)).toBe(200);
    const stored = await t.database.db.selectFrom('user_bank_card').select(['holder_name', 'card_number', 'branch']).where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ holder_name: 'Nguyễn Văn Ánh'.normalize('NFC'), card_number: '6222021234567890', branch: 'Hà Nội'.normalize('NFC') });
    expect(stored.holder_name).toHaveLength(14);
    const address = await t.database.db.selectFrom('user_wallet_address').select('address').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(address.address).toBe(TRON);
    // A name whose spelling needs a zero-width non-joiner (Persian) is a name.
    const persian = await post(u, '/api/userBankCard/add', { bankId: await bankId(), holderName: 'محمد\u200cرضا کریمی', cardNumber: '6222021234567891' });
    expect(persian.body.data).toMatchObject({ holderName: 'محمد\u200cرضا کریمی' });
    // The same address pasted again without the marks is the same address.
    expect((await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON })).body.msg).toBe('funds.address_duplicate');
  });

  it('limits saved addresses by app_adress_num (0: no limit)', async () => {
    const u = await createUser(t.database.db);
    const addresses = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'];
    await setOther('app_adress_num', 2);
    try {
      expect((await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address: addresses[0] })).body.code).toBe(200);
      expect((await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address: addresses[1] })).body.code).toBe(200);
      const third = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address: addresses[2] });
      expect(third.body).toMatchObject({ msg: 'funds.address_limit', params: { max: 2 } });
    } finally {
      await setOther('app_adress_num', 0);
    }
    expect((await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address: addresses[2] })).body.code).toBe(200);
    const again = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address: addresses[2] });
    expect(again.body.msg).toBe('funds.address_duplicate');
    // The same hex address in one case (no checksum) is the same address.
    for (const address of [addresses[2]!.toLowerCase(), `0x${addresses[2]!.slice(2).toUpperCase()}`]) {
      expect((await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'ERC20', address })).body.msg).toBe('funds.address_duplicate');
    }
  });

  it('withdraws everything only when app_withdrawAll allows it', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '123.4567');
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON });
    const quote = await get(u, `/api/withdrawOrder/quote?channelId=${channel['usdt-trc20']}&withdrawAll=1`);
    // USDT amounts have 2 decimals: everything means 123.45; the rest stays available.
    expect(quote.body.data).toMatchObject({ amount: '123.45', fee: '1', netAmount: '122.45', withdrawAllAllowed: true });
    await setOther('app_withdrawAll', 0);
    try {
      const off = await post(u, '/api/withdrawOrder/submit', { channelId: channel['usdt-trc20'], withdrawAll: '1', addressId: addr.body.data!.id, payPassword: PAY_PASSWORD });
      expect(off.body.msg).toBe('funds.withdraw_all_disabled');
      expect((await get(u, `/api/withdrawOrder/quote?channelId=${channel['usdt-trc20']}&withdrawAll=1`)).body.msg).toBe('funds.withdraw_all_disabled');
    } finally {
      await setOther('app_withdrawAll', 1);
    }
    const all = await post(u, '/api/withdrawOrder/submit', { channelId: channel['usdt-trc20'], withdrawAll: true, addressId: addr.body.data!.id, payPassword: PAY_PASSWORD });
    expect(all.body.data).toMatchObject({ amount: '123.45', netAmount: '122.45' });
    expect(await balanceOf(db, u.id)).toEqual({ available: '0.0067', frozen: '123.45' });
  });

  it('withdraws at most the channel maximum and what is left of the daily limit when asked for everything', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    // BTC: at most 50 a withdrawal, 100 a day.
    await fund(db, u.id, '120', BTC);
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: BTC, network: 'BTC', address: BTC_ADDRESS });
    const body = { channelId: channel.btc, addressId: addr.body.data!.id, payPassword: PAY_PASSWORD };
    const quoteAll = () => get(u, `/api/withdrawOrder/quote?channelId=${channel.btc}&withdrawAll=1`);
    expect((await quoteAll()).body.data).toMatchObject({ amount: '50', fee: '0.0002', netAmount: '49.9998' });
    expect((await post(u, '/api/withdrawOrder/submit', { ...body, withdrawAll: true })).body.data).toMatchObject({ amount: '50' });
    expect((await post(u, '/api/withdrawOrder/submit', { ...body, amount: '30' })).body.code).toBe(200);
    // 40 available, 20 left today.
    expect((await quoteAll()).body.data).toMatchObject({ amount: '20', available: '40', dailyRemaining: '20' });
    expect((await post(u, '/api/withdrawOrder/submit', { ...body, withdrawAll: true })).body.data).toMatchObject({ amount: '20' });
    const spent = await quoteAll();
    expect(spent.body).toMatchObject({ msg: 'funds.daily_limit_exceeded', params: { remaining: '0', currency: 'BTC' } });
    const refused = await post(u, '/api/withdrawOrder/submit', { ...body, withdrawAll: true });
    expect(refused.body).toMatchObject({ msg: 'funds.daily_limit_exceeded', params: { remaining: '0' } });
    expect(await balanceOf(db, u.id, BTC)).toEqual({ available: '20', frozen: '100' });
  });

  it('refuses everything when the fee would take all of what is left of the day, and freezes nothing', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '100');
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON });
    const setChannel = async (feeRate: string, feeFixed: string, dailyLimit: string) => {
      await sql`update withdraw_channel_config set fee_rate = ${feeRate}, fee_fixed = ${feeFixed}, daily_limit = ${dailyLimit}
        where id = ${channel['usdt-trc20']!}`.execute(db);
      invalidateFundsCache(db);
    };
    // "All" stops at the 15 USDT left of the day, above the 10 minimum but under its fee:
    // 50 % plus 9 USDT, 16.5 USDT.
    await setChannel('0.5', '9', '15');
    try {
      const quote = await get(u, `/api/withdrawOrder/quote?channelId=${channel['usdt-trc20']}&withdrawAll=1`);
      expect(quote.body).toMatchObject({ msg: 'funds.amount_below_fee', params: { fee: '16.5', currency: 'USDT' } });
      const all = await post(u, '/api/withdrawOrder/submit', { channelId: channel['usdt-trc20'], withdrawAll: true, addressId: addr.body.data!.id, payPassword: PAY_PASSWORD });
      expect(all.body).toMatchObject({ msg: 'funds.amount_below_fee', params: { fee: '16.5', currency: 'USDT' } });
    } finally {
      await setChannel('0', '1', '500000');
    }
    expect(await balanceOf(db, u.id)).toEqual({ available: '100', frozen: '0' });
  });

  it('enforces the daily limit over pending and paid withdrawals, not cancelled ones', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '150', BTC);
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: BTC, network: 'BTC', address: BTC_ADDRESS });
    const body = { channelId: channel.btc, addressId: addr.body.data!.id, payPassword: PAY_PASSWORD };
    const first = await post(u, '/api/withdrawOrder/submit', { ...body, amount: '50' });
    const second = await post(u, '/api/withdrawOrder/submit', { ...body, amount: '49.5' });
    expect([first.body.code, second.body.code]).toEqual([200, 200]);
    const over = await post(u, '/api/withdrawOrder/submit', { ...body, amount: '1' });
    expect(over.body).toMatchObject({ msg: 'funds.daily_limit_exceeded', params: { remaining: '0.5', currency: 'BTC' } });
    const quote = await get(u, `/api/withdrawOrder/quote?channelId=${channel.btc}`);
    expect(quote.body.data).toMatchObject({ dailyLimit: '100', dailyUsed: '99.5', dailyRemaining: '0.5', available: '50.5' });
    // The day's total starts again at the next 00:00 UTC, which the app shows in local time.
    const resets = new Date(String(quote.body.data!.dailyResetsAt));
    expect(resets.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(resets.getTime() - Date.now()).toBeGreaterThan(0);
    expect(resets.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(nextUtcMidnight(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-11-27T00:00:00.000Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    await post(u, '/api/withdrawOrder/cancel', { id: second.body.data!.id });
    expect((await post(u, '/api/withdrawOrder/submit', { ...body, amount: '1' })).body.code).toBe(200);
    expect(await balanceOf(db, u.id, BTC)).toEqual({ available: '99', frozen: '51' });
  });

  it('pays out to a bank card with a rate fee, keeping the destination after the card is removed', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '2000', USD);
    const card = await post(u, '/api/userBankCard/add', { bankId: await bankId(), holderName: 'Maria Garcia', cardNumber: 'DE89 3704 0044 0532 0130 00', branch: 'Frankfurt' });
    expect(card.body.data!.cardNumber).toBe('DE89****3000');
    const quote = await get(u, `/api/withdrawOrder/quote?channelId=${channel['bank-usd']}&amount=1000`);
    expect(quote.body.data).toMatchObject({ amount: '1000', fee: '10', netAmount: '990', feeRate: '0.005', feeFixed: '5' });
    const w = await post(u, '/api/withdrawOrder/submit', { channelId: channel['bank-usd'], amount: '1000', bankCardId: card.body.data!.id, payPassword: PAY_PASSWORD });
    expect(w.body.data).toMatchObject({ fee: '10', netAmount: '990', destinationType: 'bank_card' });
    expect(w.body.data!.destination).toMatchObject({ holderName: 'Maria Garcia', cardNumber: 'DE89****3000', branch: 'Frankfurt' });
    await post(u, '/api/userBankCard/delete', { id: card.body.data!.id });
    const detail = await get(u, `/api/withdrawOrder/detail?id=${w.body.data!.id}`);
    expect(detail.body.data!.destination.cardNumber).toBe('DE89****3000');
    const list = await get(u, '/api/withdrawOrder/list?params[status]=pending');
    expect(list.body).toMatchObject({ total: 1 });
    expect(await balanceOf(db, u.id, USD)).toEqual({ available: '1000', frozen: '1000' });
  });

  it('filters and pages the records by type and date', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    for (let i = 1; i <= 5; i++) await fund(db, u.id, String(i));
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    const page1 = await get(u, '/api/fundRecord/list?pageNum=1&pageSize=2');
    const page3 = await get(u, '/api/fundRecord/list?pageNum=3&pageSize=2');
    expect(page1.body.total).toBe(5);
    expect(page1.body.rows!.map((r) => r.amount)).toEqual(['5', '4']);
    expect(page3.body.rows!.map((r) => r.amount)).toEqual(['1']);
    const beyond = await get(u, '/api/fundRecord/list?pageNum=9&pageSize=2');
    expect(beyond.body).toMatchObject({ rows: [], total: 5 });
    expect((await get(u, `/api/fundRecord/list?params[startTime]=${today}&params[endTime]=${today}`)).body.total).toBe(5);
    expect((await get(u, `/api/fundRecord/list?params[startTime]=${tomorrow}`)).body.total).toBe(0);
    expect((await get(u, '/api/fundRecord/list?params[type]=recharge')).body.total).toBe(0);
    const detail = await get(u, `/api/fundRecord/detail?id=${page1.body.rows![0]!.id}`);
    expect(detail.body.data).toMatchObject({ kind: 'adjustment', rows: [expect.objectContaining({ amount: '5', balanceAfter: '15' })] });
  });

  it('keeps the pages of a list as its first page saw them when movements and orders come meanwhile', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    for (let i = 1; i <= 5; i++) await fund(db, u.id, String(i));
    const page1 = await get(u, '/api/fundRecord/list?pageNum=1&pageSize=2');
    const maxId = page1.body.rows![0]!.id;
    // A movement after the first page: offset paging would show '3' again on page 2.
    await fund(db, u.id, '6');
    const page2 = await get(u, `/api/fundRecord/list?pageNum=2&pageSize=2&params[maxId]=${maxId}`);
    const page3 = await get(u, `/api/fundRecord/list?pageNum=3&pageSize=2&params[maxId]=${maxId}`);
    expect([page1, page2, page3].flatMap((p) => p.body.rows!.map((r) => r.amount))).toEqual(['5', '4', '3', '2', '1']);
    expect(page3.body.total).toBe(5);
    // Asked afresh, the list starts with the new movement.
    expect((await get(u, '/api/fundRecord/list?pageNum=1&pageSize=2')).body).toMatchObject({ total: 6, rows: [{ amount: '6' }, { amount: '5' }] });

    // Orders: the next page is the orders older than the last one loaded, whatever was
    // created or left the status filter meanwhile.
    await fund(db, u.id, '100');
    const addr = await post(u, '/api/userWalletAddress/add', { currencyId: USDT, network: 'TRC20', address: TRON });
    const ids: number[] = [];
    for (const amount of ['10', '10.5', '11', '11.5']) {
      const w = await post(u, '/api/withdrawOrder/submit', { channelId: channel['usdt-trc20'], amount, addressId: addr.body.data!.id, payPassword: PAY_PASSWORD });
      ids.push(w.body.data!.id);
    }
    const first = await get(u, '/api/withdrawOrder/list?pageNum=1&pageSize=2&params[status]=pending');
    expect(first.body.rows!.map((r) => r.amount)).toEqual(['11.5', '11']);
    // The newest pending one is cancelled and another requested: with offsets, '10.5' would be skipped.
    await post(u, '/api/withdrawOrder/cancel', { id: ids[3] });
    await post(u, '/api/withdrawOrder/submit', { channelId: channel['usdt-trc20'], amount: '12', addressId: addr.body.data!.id, payPassword: PAY_PASSWORD });
    const next = await get(u, `/api/withdrawOrder/list?pageNum=1&pageSize=2&params[status]=pending&params[beforeId]=${first.body.rows![1]!.id}`);
    expect(next.body.rows!.map((r) => r.amount)).toEqual(['10.5', '10']);
    expect((await get(u, `/api/withdrawOrder/list?params[beforeId]=${ids[0]}`)).body.rows).toEqual([]);
  });

  it("gives each record and order its currency's decimals, so the app shows BTC amounts in full", async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '0.12345678', BTC);
    await fund(db, u.id, '20');
    const records = await get(u, '/api/fundRecord/list');
    expect(records.body.rows!.map((r) => [r.currencyName, r.amount, r.decimals])).toEqual([['USDT', '20', 2], ['BTC', '0.12345678', 8]]);
    const btc = await db.selectFrom('recharge_channel_config').select('id').where('code', '=', 'btc').executeTakeFirstOrThrow();
    const recharge = await post(u, '/api/rechargeOrder/submit', { channelId: btc.id, amount: '0.0005' });
    expect(recharge.body.data).toMatchObject({ currencyName: 'BTC', amount: '0.0005', decimals: 8 });
    const listed = await get(u, '/api/rechargeOrder/list');
    expect(listed.body.rows![0]).toMatchObject({ amount: '0.0005', decimals: 8 });
  });

  it('converts the assets panel to USDT with the exchange info and crypto prices', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '100');
    await fund(db, u.id, '50', USD);
    await fund(db, u.id, '92.10', 6);
    const panel = await get(u, '/api/userInfo/personCenterPanelData');
    // EUR is in the exchange info at 0.9210 per USDT: 92.10 EUR count as 100 USDT.
    expect(panel.body.data).toMatchObject({ userBalanceConvert: '250', allMarginAmount: '0', profitAndLose: '0', profitAndLoseToday: '0', unpriced: [] });
    await fund(db, u.id, '0.5', BTC);
    expect(await panelData(db, u.id, noPrices)).toMatchObject({ userBalanceConvert: '250', unpriced: ['BTC'] });
    const at60k: PriceLookup = (code) => (code === 'X:BTCUSD' ? '60000' : null);
    expect(await panelData(db, u.id, at60k)).toMatchObject({ userBalanceConvert: '30250', unpriced: [] });
    // Each spot currency's holding with its value from the same prices as the total.
    const holdings = (await panelData(db, u.id, at60k)).holdings;
    expect(holdings).toEqual(expect.arrayContaining([{ currencyId: BTC, amount: '0.5', usdtValue: '30000' }]));
    // Every spot currency, held or not; none without a spot product (USDT, USD, EUR).
    expect(holdings.map((h) => h.currencyId).sort()).toEqual((await bibiAssets(db, u.id, at60k)).map((r) => r.currencyId).sort());
    expect((await panelData(db, u.id, noPrices)).holdings).toEqual(expect.arrayContaining([{ currencyId: BTC, amount: '0.5', usdtValue: null }]));
    expect(await bibiAssets(db, u.id, at60k)).toEqual(expect.arrayContaining([
      expect.objectContaining({ productCode: 'X:BTCUSD', currencyName: 'BTC', bibiAmount: '0.5', usdtValue: '30000' }),
      expect.objectContaining({ productCode: 'X:ETHUSD', bibiAmount: '0' }),
    ]));
    // Through the API the live quotes price BTC.
    const live = await get(u, '/api/userInfo/personCenterPanelData');
    expect(live.body.data).toMatchObject({ unpriced: [] });
    expect(Number(live.body.data!.userBalanceConvert)).toBeGreaterThan(250);
    const bibi = await get(u, '/api/userBibiAssets/list');
    expect(bibi.body.rows!.find((r) => r.productCode === 'X:BTCUSD')).toMatchObject({ bibiAmount: '0.5', usdtValue: expect.stringMatching(/^\d+(\.\d+)?$/) });
    const all = await get(u, '/api/userInfo/userBalance');
    expect(all.body.data).toEqual(expect.arrayContaining([
      expect.objectContaining({ currencyName: 'USDT', available: '100', total: '100' }),
      expect.objectContaining({ currencyName: 'BTC', available: '0.5' }),
    ]));
    await setOther('app_showFreeze', 0);
    try {
      expect((await get(u, '/api/userInfo/userBalance?currencyId=3')).body.data).toEqual([expect.objectContaining({ showFreeze: false })]);
    } finally {
      await setOther('app_showFreeze', 1);
    }
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe(`funds: retention of idempotency keys and daily totals (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ DEMO_PAYMENTS: '0' }); });
  afterAll(async () => { await t.close(); });

  it('forgets idempotency keys after 7 days and keeps newer ones', async () => {
    const db = t.database.db;
    await sql`insert into idempotency_record (scope, idem_key, request_hash, response, created_at) values
      ('user:1', 'old-key-123', 'h', '{}'::jsonb, now() - interval '8 days'),
      ('user:1', 'new-key-123', 'h', '{}'::jsonb, now() - interval '6 days')`.execute(db);
    expect(await pruneIdempotency({ config: t.config, database: t.database })).toBe(1);
    const left = await db.selectFrom('idempotency_record').select('idem_key').execute();
    expect(left.map((r) => r.idem_key)).toEqual(['new-key-123']);
  });

  it('forgets daily withdrawal totals of days before yesterday (UTC) and keeps the ones the limit may read', async () => {
    const db = t.database.db;
    await sql`insert into withdraw_daily_usage (user_id, channel_id, day, amount)
      select 1, 1, (now() at time zone 'UTC')::date - d, 10 from generate_series(0, 3) as d`.execute(db);
    expect(await pruneDailyUsage({ config: t.config, database: t.database })).toBe(2);
    const left = await sql<{ age: number }>`
      select (now() at time zone 'UTC')::date - day as age from withdraw_daily_usage order by day desc`.execute(db);
    expect(left.rows.map((r) => Number(r.age))).toEqual([0, 1]);
    expect(await pruneDailyUsage({ config: t.config, database: t.database })).toBe(0);
  });
});

describe(`funds: the demo payment provider (${dbLabel})`, () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestContext({ DEMO_PAYMENTS: '1' }); });
  afterAll(async () => { await t.close(); });

  it('credits a demo recharge after about five seconds through the operator path, labelled as a demo', async () => {
    const u = await createUser(t.database.db);
    const channels = await call<Doc>(t.app, { url: '/api/rechargeChannelConfig/list', headers: { ...u.headers, 'accept-language': 'de' } });
    const demo = channels.body.rows!.find((c) => c.isDemo)!;
    expect(demo.channelName).toBe('Demo-Zahlung (simulierte USDT)');
    const sub = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: u.headers, payload: { channelId: demo.id, amount: '250' } });
    expect(sub.body.data).toMatchObject({ status: 'pending', isDemo: true });
    const started = Date.now();
    let status = 'pending';
    while (status === 'pending' && Date.now() - started < 15_000) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await call<Doc>(t.app, { url: `/api/rechargeOrder/detail?id=${sub.body.data!.id}`, headers: u.headers })).body.data!.status;
    }
    expect(status).toBe('credited');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(await balanceOf(t.database.db, u.id)).toEqual({ available: '250', frozen: '0' });
    const journal = await t.database.db.selectFrom('ledger_journal').select(['cause_type', 'cause_ref', 'memo'])
      .where('ref_type', '=', 'recharge').where('ref_id', '=', sub.body.data!.id).executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ cause_type: 'rule', cause_ref: 'demo-provider' });
    expect(journal.memo).toContain('demo');
  }, 30_000);
});
