import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as opsCli, moreAfter } from '../src/ops/cli.ts';
import { call, createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { balanceOf, createUser, fund, ledgerViolations, newKey, PAY_PASSWORD, USDT, type Doc } from './funds-fixtures.ts';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const OPS = 'alice:correct-horse-battery';
const basic = (cred: string) => ({ authorization: `Basic ${Buffer.from(cred).toString('base64')}` });
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe(`operator API and command line (${dbLabel})`, () => {
  let t: TestContext;
  let dataDir: string;
  let channel: { recharge: number; withdraw: number };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-'));
    t = await createTestContext({ DATA_DIR: dataDir, DEMO_PAYMENTS: '0', OPS_CREDENTIALS: OPS });
    const rc = await t.database.db.selectFrom('recharge_channel_config').select('id').where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow();
    const wc = await t.database.db.selectFrom('withdraw_channel_config').select('id').where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow();
    channel = { recharge: rc.id, withdraw: wc.id };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const ops = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call<Doc>(t.app, { method, url, payload, headers: { ...basic(OPS), ...headers } });

  async function pendingRecharge(amount = '50', remark?: string) {
    const u = await createUser(t.database.db);
    const r = await call<Doc>(t.app, { method: 'POST', url: '/api/rechargeOrder/submit', headers: u.headers, payload: { channelId: channel.recharge, amount, remark } });
    expect(r.body.code).toBe(200);
    return { user: u, id: r.body.data!.id as number };
  }

  async function pendingWithdrawal(balance = '100', amount = '40') {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, balance);
    const a = await call<Doc>(t.app, { method: 'POST', url: '/api/userWalletAddress/add', headers: u.headers, payload: { currencyId: USDT, network: 'TRC20', address: TRON_ADDRESS } });
    const w = await call<Doc>(t.app, {
      method: 'POST', url: '/api/withdrawOrder/submit', headers: { ...u.headers, 'idempotency-key': newKey() },
      payload: { channelId: channel.withdraw, amount, addressId: a.body.data!.id, payPassword: PAY_PASSWORD },
    });
    expect(w.body.code).toBe(200);
    return { user: u, id: w.body.data!.id as number };
  }

  it('accepts only operator credentials, never a customer token', async () => {
    const u = await createUser(t.database.db);
    const asCustomer = await call(t.app, { url: '/api/ops/whoami', headers: u.headers });
    // Credentials sent but not an operator's are told apart from none sent.
    expect(asCustomer.body).toMatchObject({ code: 401, msg: 'ops.credentials_wrong' });
    const wrong = await call(t.app, { url: '/api/ops/whoami', headers: basic('alice:wrong-password-here') });
    expect(wrong.body).toMatchObject({ code: 401, msg: 'ops.credentials_wrong' });
    // No Basic challenge: a browser must never be asked for, and keep, operator credentials.
    expect(wrong.headers['www-authenticate']).toBeUndefined();
    const none = await call(t.app, { url: '/api/ops/rechargeOrder/list' });
    expect(none.body).toMatchObject({ code: 401, msg: 'ops.unauthorized' });
    const me = await ops('GET', '/api/ops/whoami');
    expect(me.body.data).toEqual({ operator: 'alice' });
  });

  it('refuses requests from web pages: another site\'s form cannot move money with a browser\'s stored credentials', async () => {
    const { user, id } = await pendingRecharge();
    const auth = basic(OPS);
    const form = { 'content-type': 'application/x-www-form-urlencoded', ...auth };
    const refused = [
      await call(t.app, { method: 'POST', url: '/api/ops/rechargeOrder/credit', headers: form, payload: `id=${id}` }),
      await call(t.app, { method: 'POST', url: '/api/ops/rechargeOrder/credit', headers: { ...auth, origin: 'https://evil.example' }, payload: { id } }),
      await call(t.app, { method: 'POST', url: '/api/ops/rechargeOrder/credit', headers: { ...auth, 'sec-fetch-site': 'cross-site' }, payload: { id } }),
      await call(t.app, { url: '/api/ops/whoami', headers: { ...auth, origin: 'null' } }),
    ];
    expect(refused.map((r) => [r.status, r.body.msg])).toEqual([
      [415, 'error.unsupported_media'], [403, 'error.forbidden'], [403, 'error.forbidden'], [403, 'error.forbidden'],
    ]);
    const order = await call<Doc>(t.app, { url: `/api/rechargeOrder/detail?id=${id}`, headers: user.headers });
    expect(order.body.data!.status).toBe('pending');
    // The command line (JSON, no Origin) and an address typed by the operator still work.
    expect((await call(t.app, { url: '/api/ops/whoami', headers: { ...auth, 'sec-fetch-site': 'none' } })).status).toBe(200);
  });

  it('is off when no credentials are configured', async () => {
    const off = await createTestContext({ DEMO_PAYMENTS: '0' });
    try {
      const r = await call(off.app, { url: '/api/ops/whoami', headers: basic(OPS) });
      expect(r.body).toMatchObject({ code: 500, msg: 'ops.disabled' });
    } finally {
      await off.close();
    }
  });

  it('lists pending recharges and credits one once, recording the operator', async () => {
    const { user, id } = await pendingRecharge('75');
    const list = await ops('GET', '/api/ops/rechargeOrder/list?status=pending');
    expect(list.body.rows!.map((r) => r.id)).toContain(id);
    const credit = await ops('POST', '/api/ops/rechargeOrder/credit', { id, note: 'seen on chain' }, { 'idempotency-key': newKey() });
    expect(credit.body).toMatchObject({ code: 200, data: { id, status: 'credited', alreadyDone: false } });
    const again = await ops('POST', '/api/ops/rechargeOrder/credit', { id });
    expect(again.body).toMatchObject({ code: 200, msg: 'hint_48', data: { status: 'credited', alreadyDone: true } });
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '75', frozen: '0' });
    const journal = await t.database.db.selectFrom('ledger_journal').select(['cause_type', 'cause_ref', 'kind'])
      .where('ref_type', '=', 'recharge').where('ref_id', '=', id).execute();
    expect(journal).toEqual([{ cause_type: 'operator', cause_ref: 'alice', kind: 'recharge_credit' }]);
    const rejectCredited = await ops('POST', '/api/ops/rechargeOrder/reject', { id, reason: 'too late' });
    expect(rejectCredited.body.msg).toBe('funds.recharge_not_pending');
  });

  it('rejects a recharge only with a reason, and the customer sees the reason', async () => {
    const { user, id } = await pendingRecharge();
    const noReason = await ops('POST', '/api/ops/rechargeOrder/reject', { id });
    expect(noReason.body.msg).toBe('ops.reason_required');
    // A reason or note over 200 characters, however long, says so; the order is untouched.
    for (const [url, body, key] of [
      ['/api/ops/rechargeOrder/reject', { id, reason: 'x'.repeat(201) }, 'ops.reason_too_long'],
      ['/api/ops/rechargeOrder/reject', { id, reason: 'x'.repeat(1000) }, 'ops.reason_too_long'],
      ['/api/ops/rechargeOrder/credit', { id, note: 'x'.repeat(500) }, 'ops.note_too_long'],
    ] as const) {
      expect((await ops('POST', url, body)).body.msg).toBe(key);
    }
    expect((await ops('GET', `/api/ops/rechargeOrder/proof?id=${id}`)).body.msg).toBe('funds.upload_not_found');
    const unknown = await ops('GET', '/api/ops/rechargeOrder/proof?id=987654321');
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'funds.order_not_found']);
    const r = await ops('POST', '/api/ops/rechargeOrder/reject', { id, reason: 'No transfer received' });
    expect(r.body.data!.status).toBe('rejected');
    const seen = await call<Doc>(t.app, { url: `/api/rechargeOrder/detail?id=${id}`, headers: user.headers });
    expect(seen.body.data).toMatchObject({ status: 'rejected', reviewNote: 'No transfer received' });
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '0', frozen: '0' });
  });

  it('pays a withdrawal (fee to the fees account) and rejects another (amount returned)', async () => {
    const db = t.database.db;
    const paid = await pendingWithdrawal('100', '40');
    const list = await ops('GET', '/api/ops/withdrawOrder/list');
    for (const bad of ['pageNum=1e3', 'pageSize=%2010', 'pageNum=1&pageNum=2']) {
      expect((await ops('GET', `/api/ops/withdrawOrder/list?${bad}`)).body, bad).toMatchObject({ code: 500, msg: 'error.field_invalid' });
    }
    const row = list.body.rows!.find((r) => r.id === paid.id);
    expect(row!.destination.address).toBe(TRON_ADDRESS);
    const pay = await ops('POST', '/api/ops/withdrawOrder/pay', { id: paid.id, txRef: '0xabc123' }, { 'idempotency-key': newKey() });
    expect(pay.body.data!.status).toBe('paid');
    expect(await balanceOf(db, paid.user.id)).toEqual({ available: '60', frozen: '0' });
    const cancelPaid = await call<Doc>(t.app, { method: 'POST', url: '/api/withdrawOrder/cancel', headers: paid.user.headers, payload: { id: paid.id } });
    expect(cancelPaid.body.msg).toBe('funds.withdraw_not_pending');

    // A second payout under another transfer is not "already done": the money may have gone twice.
    const again = await ops('POST', '/api/ops/withdrawOrder/pay', { id: paid.id, txRef: '0xdef456' }, { 'idempotency-key': newKey() });
    expect(again.body).toMatchObject({ msg: 'funds.withdraw_paid_other_ref', params: { txRef: '0xabc123' } });
    expect((await ops('POST', '/api/ops/withdrawOrder/pay', { id: paid.id, txRef: '0xabc123' }, { 'idempotency-key': newKey() })).body.msg).toBe('hint_48');
    expect((await ops('POST', '/api/ops/withdrawOrder/pay', { id: paid.id }, { 'idempotency-key': newKey() })).body.msg).toBe('hint_48');
    // Paying an order the customer cancelled first says how it ended.
    const cancelled = await pendingWithdrawal('100', '40');
    await call<Doc>(t.app, { method: 'POST', url: '/api/withdrawOrder/cancel', headers: cancelled.user.headers, payload: { id: cancelled.id } });
    const late = await ops('POST', '/api/ops/withdrawOrder/pay', { id: cancelled.id, txRef: '0x1' }, { 'idempotency-key': newKey() });
    expect(late.body).toMatchObject({ msg: 'funds.withdraw_not_pending', params: { status: 'cancelled' } });
    const longRef = await ops('POST', '/api/ops/withdrawOrder/pay', { id: cancelled.id, txRef: 'r'.repeat(201) }, { 'idempotency-key': newKey() });
    expect(longRef.body.msg).toBe('ops.tx_ref_too_long');
    expect(await balanceOf(db, cancelled.user.id)).toEqual({ available: '100', frozen: '0' });

    const rejected = await pendingWithdrawal('100', '40');
    const rej = await ops('POST', '/api/ops/withdrawOrder/reject', { id: rejected.id, reason: 'Address on a sanctions list' });
    expect(rej.body.data!.status).toBe('rejected');
    expect(await balanceOf(db, rejected.user.id)).toEqual({ available: '100', frozen: '0' });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('goes on after the last order seen, so paying a page never skips the orders after it', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    await fund(db, u.id, '500');
    const a = await call<Doc>(t.app, { method: 'POST', url: '/api/userWalletAddress/add', headers: u.headers, payload: { currencyId: USDT, network: 'TRC20', address: TRON_ADDRESS } });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const w = await call<Doc>(t.app, {
        method: 'POST', url: '/api/withdrawOrder/submit', headers: { ...u.headers, 'idempotency-key': newKey() },
        payload: { channelId: channel.withdraw, amount: '40', addressId: a.body.data!.id, payPassword: PAY_PASSWORD },
      });
      ids.push(w.body.data!.id as number);
    }
    const page = async (query: string) => (await ops('GET', `/api/ops/withdrawOrder/list?userId=${u.id}&pageSize=2&${query}`)).body.rows!.map((r) => r.id);
    const first = await page('');
    expect(first).toEqual(ids.slice(0, 2));
    for (const id of first) {
      expect((await ops('POST', '/api/ops/withdrawOrder/pay', { id }, { 'idempotency-key': newKey() })).body.data!.status).toBe('paid');
    }
    // The second page by number now starts at the fifth order: the third and fourth moved up.
    expect(await page('pageNum=2')).toEqual(ids.slice(4));
    expect(await page(`after=${first[1]}`)).toEqual(ids.slice(2, 4));
    expect(await page(`after=${ids[3]}`)).toEqual(ids.slice(4));
    // Lists newest first go on to older orders.
    expect(await page(`status=all&after=${ids[2]}`)).toEqual([ids[1], ids[0]]);
    for (const bad of ['after=0', 'after=x', 'after=1.5', 'after=-1']) {
      expect((await ops('GET', `/api/ops/withdrawOrder/list?${bad}`)).body, bad).toMatchObject({ msg: 'error.field_invalid', params: { field: 'after' } });
    }
    const recharges = (await ops('GET', '/api/ops/rechargeOrder/list?status=all&pageSize=3')).body.rows!.map((r) => r.id as number);
    expect((await ops('GET', `/api/ops/rechargeOrder/list?status=all&pageSize=2&after=${recharges[0]}`)).body.rows!.map((r) => r.id)).toEqual(recharges.slice(1, 3));
    const log = (await ops('GET', '/api/ops/auditLog/list?pageSize=3')).body.rows!.map((r) => r.id as number);
    expect((await ops('GET', `/api/ops/auditLog/list?pageSize=2&after=${log[0]}`)).body.rows!.map((r) => r.id)).toEqual(log.slice(1, 3));
  });

  it('refuses reasons, notes and references with control or direction-changing characters, and changes nothing', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    const w = await pendingWithdrawal('100', '40');
    const logBefore = (await ops('GET', '/api/ops/auditLog/list?pageSize=1')).body.total;
    // A NUL the database cannot store, and a right-to-left override that would show the
    // customer "1234 refund" reversed.
    for (const text of ['Ticket\u0000 812', 'refund \u202e4321', 'line\u0007bell']) {
      const adj = await ops('POST', '/api/ops/adjustment/post', { userId: u.id, currencyId: USDT, amount: '5', reason: text }, { 'idempotency-key': newKey() });
      expect(adj.body, text).toMatchObject({ code: 500, msg: 'ops.text_invalid' });
      expect((await ops('POST', '/api/ops/withdrawOrder/reject', { id: w.id, reason: text })).body.msg).toBe('ops.text_invalid');
      expect((await ops('POST', '/api/ops/withdrawOrder/pay', { id: w.id, txRef: text }, { 'idempotency-key': newKey() })).body.msg).toBe('ops.text_invalid');
      expect((await ops('POST', '/api/ops/withdrawOrder/pay', { id: w.id, note: text }, { 'idempotency-key': newKey() })).body.msg).toBe('ops.text_invalid');
    }
    expect(await balanceOf(db, u.id)).toEqual({ available: '0', frozen: '0' });
    expect(await balanceOf(db, w.user.id)).toEqual({ available: '60', frozen: '40' });
    expect((await ops('GET', '/api/ops/auditLog/list?pageSize=1')).body.total).toBe(logBefore);
    // Line breaks and tabs are text.
    const ok = await ops('POST', '/api/ops/withdrawOrder/reject', { id: w.id, reason: 'Address on a list:\n\tsanctions' });
    expect(ok.body.data!.status).toBe('rejected');
  });

  it('posts audited adjustments with a reason, never below zero', async () => {
    const db = t.database.db;
    const u = await createUser(db);
    const key = newKey();
    const body = { userId: u.id, currencyId: USDT, amount: '25.5', reason: 'Compensation for ticket 812' };
    const first = await ops('POST', '/api/ops/adjustment/post', body, { 'idempotency-key': key });
    expect(first.body.data).toMatchObject({ amount: '25.5', available: '25.5' });
    const repeat = await ops('POST', '/api/ops/adjustment/post', body, { 'idempotency-key': key });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const other = await ops('POST', '/api/ops/adjustment/post', { ...body, amount: '30' }, { 'idempotency-key': key });
    expect(other.body.msg).toBe('funds.idempotency_key_reused');
    expect(await balanceOf(db, u.id)).toEqual({ available: '25.5', frozen: '0' });

    const tooMuch = await ops('POST', '/api/ops/adjustment/post', { ...body, amount: '-26' });
    expect(tooMuch.body.msg).toBe('funds.insufficient_balance');
    const down = await ops('POST', '/api/ops/adjustment/post', { ...body, amount: '-5.5', reason: 'Reversal of duplicate' });
    expect(down.body.data!.available).toBe('20');
    expect((await ops('POST', '/api/ops/adjustment/post', { ...body, reason: 'x'.repeat(401) })).body.msg).toBe('ops.reason_too_long');
    // Beyond what an account holds (numeric(36,18)): 1e18 itself, or a balance that would pass it.
    expect((await ops('POST', '/api/ops/adjustment/post', { ...body, amount: '1000000000000000000' })).body.msg).toBe('funds.amount_out_of_range');
    const big = { ...body, userId: (await createUser(db)).id, currencyId: 1, amount: '999999999999999999' };
    expect((await ops('POST', '/api/ops/adjustment/post', big)).body.code).toBe(200);
    expect((await ops('POST', '/api/ops/adjustment/post', big)).body.msg).toBe('funds.amount_out_of_range');
    expect((await ops('POST', '/api/ops/adjustment/post', { ...big, amount: '-999999999999999999' })).body.code).toBe(200);
    expect((await ops('GET', '/api/ops/userBalance/list?userId=987654321')).body.msg).toBe('ops.user_not_found');
    for (const bad of [{ ...body, reason: '' }, { ...body, amount: '0' }, { ...body, amount: '1e3' }, { ...body, userId: 987654321 }]) {
      const r = await ops('POST', '/api/ops/adjustment/post', bad);
      expect(r.body.code).toBe(500);
    }
    expect(await balanceOf(db, u.id)).toEqual({ available: '20', frozen: '0' });
    const records = await call<Doc>(t.app, { url: '/api/fundRecord/list?params[type]=adjustment', headers: u.headers });
    expect(records.body.rows!.map((r) => [r.amount, r.remark])).toEqual([['-5.5', 'Reversal of duplicate'], ['25.5', 'Compensation for ticket 812']]);
    const log = await ops('GET', '/api/ops/auditLog/list');
    expect(log.body.rows!.filter((r) => r.action === 'adjustment' && r.targetId === u.id).map((r) => r.operator)).toEqual(['alice', 'alice']);
    const audit = await ops('GET', '/api/ops/ledger/audit');
    expect(audit.body.data).toMatchObject({ balanced: true, violations: [] });
  });

  it('reads its settings as the server does: an empty variable is unset, and the credentials are found in DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
    fs.writeFileSync(path.join(dir, 'ops-credentials'), `${OPS}\n`);
    const realFetch = globalThis.fetch;
    const realWrite = process.stdout.write.bind(process.stdout);
    const asked: { url: string; auth: string | undefined }[] = [];
    try {
      globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
        asked.push({ url: String(url), auth: (init?.headers as Record<string, string> | undefined)?.authorization });
        return new Response(JSON.stringify({ code: 200, msg: 'success', rows: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch;
      process.stdout.write = (() => true) as typeof process.stdout.write;
      // As a compose file's `PORT=${PORT:-}` leaves them: empty, so the defaults apply.
      expect(await opsCli(['recharges'], { DATA_DIR: dir, PORT: '', OPS_URL: '', OPS_CREDENTIALS: '' })).toBe(0);
    } finally {
      globalThis.fetch = realFetch;
      process.stdout.write = realWrite;
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).origin).toBe('http://127.0.0.1:8080');
    expect(new URL(asked[0]!.url).pathname).toBe('/api/ops/rechargeOrder/list');
    expect(asked[0]!.auth).toBe(`Basic ${Buffer.from(OPS).toString('base64')}`);
  });

  it('says an adjustment whose answer was lost may have been posted, and a repeat with its key changes nothing', async () => {
    const user = await createUser(t.database.db);
    const key = `lost-answer-${Date.now()}`;
    const realFetch = globalThis.fetch;
    const printed: string[] = [];
    const realWrite = process.stdout.write.bind(process.stdout);
    const previous = process.env.OPS_CREDENTIALS;
    process.env.OPS_CREDENTIALS = OPS;
    // The server's answer to the command, through the app itself; `lose` drops it after the
    // server applied it, as a connection cut at that moment would.
    const through = (lose: boolean) => (async (url: string | URL, init?: RequestInit) => {
      const u = new URL(String(url));
      const res = await t.app.inject({ method: init?.method as 'POST', url: u.pathname + u.search, headers: init?.headers as Record<string, string>, payload: init?.body as string });
      if (lose) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
      const headers = Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]);
      return new Response(res.body, { status: res.statusCode, headers });
    }) as typeof fetch;
    const adjust = ['adjust', '--user', String(user.id), '--currency', String(USDT), '--amount=5', '--reason', 'Goodwill', '--key', key, '--url', 'http://127.0.0.1:9'];
    try {
      globalThis.fetch = through(true);
      await expect(opsCli(adjust)).rejects.toThrow(`the server may have applied it. Check with \`npm run ops -- log\`; to try again safely, repeat the command with --key ${key}`);
      expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '5', frozen: '0' });
      globalThis.fetch = through(false);
      process.stdout.write = ((chunk: string) => { printed.push(String(chunk)); return true; }) as typeof process.stdout.write;
      expect(await opsCli(adjust)).toBe(0);
    } finally {
      globalThis.fetch = realFetch;
      process.stdout.write = realWrite;
      if (previous === undefined) delete process.env.OPS_CREDENTIALS;
      else process.env.OPS_CREDENTIALS = previous;
    }
    expect(printed.join('')).toMatch(new RegExp(`^Already posted with key ${key} \\(journal \\d+\\): nothing changed now`));
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '5', frozen: '0' });
  });

  it('drives the same API from `npm run ops`', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const env = { ...process.env, OPS_URL: address, OPS_CREDENTIALS: OPS, DATA_DIR: dataDir };
    const cli = (...args: string[]) => run('npx', ['tsx', 'src/ops/cli.ts', ...args], { cwd: SERVER_DIR, env });
    const help = await cli('--help');
    expect(help.stdout).toContain('reject-withdrawal');
    const { user, id } = await pendingRecharge('12', 'tx 0xfeed');
    const listed = await cli('recharges');
    // What the customer is credited (amount less fee, none on this channel) and their remark are shown.
    const row = listed.stdout.split('\n').find((l) => l.startsWith(`${id} `))!;
    expect(listed.stdout.split('\n')[0]).toMatch(/\bfee\s+net\b.*\bremark\b/);
    expect(row).toMatch(/\s12\s+0\s+12\s+USDT\s.*tx 0xfeed/);
    // Ids are digits only: a typo never reaches another order or customer.
    for (const typo of ['0x1', '1e0', '2.0', ' 2', '+2', '01']) {
      const refused = await cli('credit', typo).catch((e: { stderr: string; code: number }) => e);
      expect(refused, typo).toMatchObject({ code: 1, stderr: expect.stringContaining('recharge id must be a positive whole number') });
      const adjusted = await cli('adjust', '--user', typo, '--currency', 'USDT', '--amount=1', '--reason', 'x').catch((e: { stderr: string; code: number }) => e);
      expect(adjusted, typo).toMatchObject({ code: 1 });
    }
    expect(await balanceOf(t.database.db, user.id)).toEqual({ available: '0', frozen: '0' });
    const credited = await cli('credit', String(id), '--note', 'seen on chain');
    expect(credited.stdout).toContain('credited');
    // Lists of decided orders say who decided and what they wrote; paid withdrawals their transfer.
    const decided = (await cli('recharges', '--status', 'credited', '--user', String(user.id))).stdout.split('\n');
    expect(decided[0]).toMatch(/\breviewedBy\s+reviewNote\s*$/);
    expect(decided.find((l) => l.startsWith(`${id} `))).toMatch(/\balice\s+seen on chain\s*$/);
    const w = await pendingWithdrawal('100', '40');
    await cli('pay', String(w.id), '--tx-ref', '0xbeef42');
    const paidList = (await cli('withdrawals', '--status', 'paid', '--user', String(w.user.id))).stdout.split('\n');
    expect(paidList[0]).toMatch(/\breviewedBy\s+reviewNote\s+txRef\s*$/);
    expect(paidList.find((l) => l.startsWith(`${w.id} `))).toMatch(/\balice\s+.*0xbeef42\s*$/);
    const adjust = await cli('adjust', '--user', String(user.id), '--currency', 'USDT', '--amount=-2', '--reason', 'Fee refund reversal');
    expect(adjust.stdout).toContain('available 10');
    // A full page names the option that shows what comes after it.
    expect(moreAfter([{ id: 7 }, { id: 5 }], 2)).toBe('\nMore after these: add --after 5');
    expect(moreAfter([{ id: 7 }], 2)).toBe('');
    const after = await cli('recharges', '--status', 'all', '--after', String(id + 1));
    expect(after.stdout.split('\n').some((l) => l.startsWith(`${id} `))).toBe(true);
    expect(await cli('recharges', '--after', '1', '--page', '2').catch((e: { stderr: string; code: number }) => e))
      .toMatchObject({ code: 1, stderr: expect.stringContaining('Give --after or --page, not both.') });
    const audit = await cli('audit');
    expect(audit.stdout).toContain('The ledger balances.');
    const failed = await cli('reject-recharge', String(id), '--reason', 'late').catch((e: { stderr: string; code: number }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('This recharge has already been processed (it is credited now)') });
    const shortKey = await cli('credit', String(id), '--key', 'K1').catch((e: { stderr: string; code: number }) => e);
    expect(shortKey).toMatchObject({ code: 1, stderr: expect.stringContaining('--key must be 8 to 128 letters, digits or _ . : -') });
  });
});
