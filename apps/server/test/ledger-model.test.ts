import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/db/database.ts';
import { Money } from '../src/lib/money.ts';
import { creditRecharge, rejectRecharge, submitRecharge } from '../src/modules/funds/recharge.service.ts';
import { submitWithdraw } from '../src/modules/funds/withdraw-request.ts';
import { cancelWithdraw, payWithdraw, rejectWithdraw } from '../src/modules/funds/withdraw.service.ts';
import { postAdjustment } from '../src/modules/ops/ops.service.ts';
import { postJournal } from '../src/modules/funds/ledger.service.ts';
import { createTestContext, dbLabel, type TestContext } from './helpers.ts';
import { createUser, PAY_PASSWORD } from './funds-fixtures.ts';

/**
 * Model-based test of the money flows: fast-check generates sequences of recharge, credit,
 * reject, withdraw (amount or everything), pay, cancel, reject and operator adjustment across
 * several customers and currencies, runs them through the services, and after every step
 * compares the database with a reference model: every balance (customers and system
 * accounts) equal, every currency's accounts summing to zero, nothing negative.
 *
 * One database serves all runs; each run uses fresh customers.
 */

const USERS_PER_RUN = 2;
const NUM_RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);

type Cur = 'USDT' | 'BTC' | 'USD';
const CURRENCY_ID: Record<Cur, number> = { BTC: 1, USDT: 3, USD: 5 };
const DECIMALS: Record<Cur, number> = { BTC: 8, USDT: 2, USD: 2 };

interface RechargeChannel { id: number; cur: Cur; min: string; max: string; feeRate: string; feeFixed: string }
interface WithdrawChannel { id: number; cur: 'USDT' | 'BTC'; min: string; max: string; feeRate: string; feeFixed: string; daily: string | null }

interface Bal { available: Money; frozen: Money }
interface ModelOrder { user: number; cur: Cur; amount: Money; fee: Money; status: string }
interface Model {
  bal: Bal[][]; // [user][currency index]
  system: Record<string, Money>; // `${cur}:${purpose}` deltas since the run began
  recharges: ModelOrder[];
  withdrawals: ModelOrder[];
}
interface Real {
  db: DB;
  users: { id: number; addresses: Record<string, number> }[];
  systemStart: Record<string, Money>;
  recharges: number[];
  withdrawals: number[];
}

const CURS: Cur[] = ['USDT', 'BTC', 'USD'];
const ci = (c: Cur) => CURS.indexOf(c);
const zero = () => new Money(0);
const addSys = (m: Model, cur: Cur, purpose: string, v: Money) => {
  const k = `${cur}:${purpose}`;
  m.system[k] = (m.system[k] ?? zero()).plus(v);
};
const fee = (amount: Money, c: { feeRate: string; feeFixed: string }, cur: Cur) =>
  amount.times(c.feeRate).plus(c.feeFixed).toDecimalPlaces(DECIMALS[cur], Money.ROUND_DOWN);

let rechargeChannels: Record<Cur, RechargeChannel>;
let withdrawChannels: Record<'USDT' | 'BTC', WithdrawChannel>;

async function expectError(p: Promise<unknown>, key?: string) {
  const err = await p.then(() => null, (e: unknown) => e as { msgKey?: string });
  expect(err, `expected ${key ?? 'an error'}`).not.toBeNull();
  if (key) expect(err!.msgKey).toBe(key);
}

/** The amount strings a customer may type; some are malformed on purpose. */
const amountText = (cur: Cur, min: number, max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min, max }).map((n) => new Money(n).div(10 ** DECIMALS[cur]).toFixed()) },
    { weight: 1, arbitrary: fc.constantFrom('-5', '0', '0.000000001', '1e3', 'abc', '', '12.', '99999999999999999999') },
  );

function validAmount(text: string, cur: Cur): Money | null {
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) return null;
  const v = new Money(text);
  if (v.decimalPlaces() > DECIMALS[cur] || v.lte(0) || v.gt('1e18')) return null;
  return v;
}

class RechargeCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly user: number, readonly cur: Cur, readonly text: string) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const ch = rechargeChannels[this.cur];
    const input = { userId: r.users[this.user]!.id, channelId: ch.id, amount: this.text, allowDemo: false };
    const v = validAmount(this.text, this.cur);
    if (!v || v.lt(ch.min) || v.gt(ch.max)) {
      await expectError(submitRecharge(r.db, input, undefined, 'en'));
      return;
    }
    const res = await submitRecharge(r.db, input, `m-${r.recharges.length}-${Math.random()}`, 'en');
    r.recharges.push(res.result.id);
    m.recharges.push({ user: this.user, cur: this.cur, amount: v, fee: fee(v, ch, this.cur), status: 'pending' });
  }
  toString = () => `recharge(u${this.user}, ${this.text} ${this.cur})`;
}

class RechargeReviewCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly credit: boolean) {}
  check = (m: Readonly<Model>) => m.recharges.length > 0;
  async run(m: Model, r: Real) {
    const i = this.pick % m.recharges.length;
    const o = m.recharges[i]!;
    const cause = { type: 'operator' as const, ref: 'model' };
    const act = (tx: Parameters<typeof creditRecharge>[0]) =>
      this.credit ? creditRecharge(tx, r.recharges[i]!, cause) : rejectRecharge(tx, r.recharges[i]!, cause, 'model');
    const target = this.credit ? 'credited' : 'rejected';
    if (o.status !== 'pending' && o.status !== target) {
      await expectError(r.db.transaction().execute(act), 'funds.recharge_not_pending');
      return;
    }
    const out = await r.db.transaction().execute(act);
    expect(out.alreadyDone).toBe(o.status === target);
    if (o.status === 'pending' && this.credit) {
      const b = m.bal[o.user]![ci(o.cur)]!;
      b.available = b.available.plus(o.amount.minus(o.fee));
      addSys(m, o.cur, 'external', o.amount.neg());
      addSys(m, o.cur, 'fees', o.fee);
    }
    o.status = target;
  }
  toString = () => `${this.credit ? 'credit' : 'reject'}Recharge(#${this.pick})`;
}

class WithdrawCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly user: number, readonly cur: 'USDT' | 'BTC', readonly text: string, readonly all: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const ch = withdrawChannels[this.cur];
    const u = r.users[this.user]!;
    const b = m.bal[this.user]![ci(this.cur)]!;
    const input = {
      userId: u.id, channelId: ch.id, addressId: u.addresses[this.cur], payPassword: PAY_PASSWORD,
      ...(this.all ? { withdrawAll: true } : { amount: this.text }),
    };
    // Today's total of the customer's pending and paid withdrawals on the channel, and what
    // it leaves of the daily limit (the whole run lies within one UTC day).
    const used = m.withdrawals
      .filter((o) => o.user === this.user && o.cur === this.cur && (o.status === 'pending' || o.status === 'paid'))
      .reduce((sum, o) => sum.plus(o.amount), zero());
    const remaining = ch.daily === null ? null : Money.max(new Money(ch.daily).minus(used), 0);
    let expected: string | null = null;
    let v: Money | null;
    if (this.all) {
      // Everything is the available balance, at most the channel's maximum and what is left today.
      v = Money.min(b.available, ch.max);
      if (remaining !== null && remaining.lt(v)) {
        if (remaining.lt(ch.min)) expected = 'funds.daily_limit_exceeded';
        v = remaining;
      }
      v = v.toDecimalPlaces(DECIMALS[this.cur], Money.ROUND_DOWN);
    } else {
      v = validAmount(this.text, this.cur);
    }
    if (expected !== null) {
      // decided above
    } else if (!v) expected = '';
    else if (this.all && v.isZero()) expected = 'funds.insufficient_balance';
    else if (v.lt(ch.min)) expected = 'funds.amount_below_min';
    else if (v.gt(ch.max)) expected = 'funds.amount_above_max';
    else if (v.gt(b.available)) expected = 'funds.insufficient_balance';
    else if (remaining !== null && v.gt(remaining)) expected = 'funds.daily_limit_exceeded';
    if (expected !== null) {
      await expectError(submitWithdraw(r.db, input, undefined, 'en'), expected || undefined);
      return;
    }
    const res = await submitWithdraw(r.db, input, `w-${Math.random()}`, 'en');
    const f = fee(v!, ch, this.cur);
    expect(res.result).toMatchObject({ amount: v!.toFixed(), fee: f.toFixed(), netAmount: v!.minus(f).toFixed(), status: 'pending' });
    r.withdrawals.push(res.result.id);
    m.withdrawals.push({ user: this.user, cur: this.cur, amount: v!, fee: f, status: 'pending' });
    b.available = b.available.minus(v!);
    b.frozen = b.frozen.plus(v!);
  }
  toString = () => `withdraw(u${this.user}, ${this.all ? 'all' : this.text} ${this.cur})`;
}

class WithdrawSettleCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number, readonly action: 'pay' | 'cancel' | 'reject') {}
  check = (m: Readonly<Model>) => m.withdrawals.length > 0;
  async run(m: Model, r: Real) {
    const i = this.pick % m.withdrawals.length;
    const o = m.withdrawals[i]!;
    const id = r.withdrawals[i]!;
    const cause = { type: 'operator' as const, ref: 'model' };
    const target = { pay: 'paid', cancel: 'cancelled', reject: 'rejected' }[this.action];
    const act = (tx: Parameters<typeof payWithdraw>[0]) =>
      this.action === 'pay' ? payWithdraw(tx, id, cause, 'tx')
      : this.action === 'cancel' ? cancelWithdraw(tx, id, r.users[o.user]!.id)
      : rejectWithdraw(tx, id, cause, 'model');
    if (o.status !== 'pending' && o.status !== target) {
      await expectError(r.db.transaction().execute(act), 'funds.withdraw_not_pending');
      return;
    }
    const out = await r.db.transaction().execute(act);
    expect(out.alreadyDone).toBe(o.status === target);
    if (o.status === 'pending') {
      const b = m.bal[o.user]![ci(o.cur)]!;
      b.frozen = b.frozen.minus(o.amount);
      if (this.action === 'pay') {
        addSys(m, o.cur, 'external', o.amount.minus(o.fee));
        addSys(m, o.cur, 'fees', o.fee);
      } else {
        b.available = b.available.plus(o.amount);
      }
    }
    o.status = target;
  }
  toString = () => `${this.action}Withdrawal(#${this.pick})`;
}

class AdjustCmd implements fc.AsyncCommand<Model, Real> {
  constructor(readonly user: number, readonly cur: Cur, readonly cents: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const amount = new Money(this.cents).div(100);
    const b = m.bal[this.user]![ci(this.cur)]!;
    const input = { userId: r.users[this.user]!.id, currencyId: CURRENCY_ID[this.cur], amount: amount.toFixed(), reason: 'model adjustment' };
    if (b.available.plus(amount).lt(0)) {
      await expectError(postAdjustment(r.db, 'model', input, undefined), 'funds.insufficient_balance');
      return;
    }
    await postAdjustment(r.db, 'model', input, undefined);
    b.available = b.available.plus(amount);
    addSys(m, this.cur, 'adjustments', amount.neg());
  }
  toString = () => `adjust(u${this.user}, ${this.cents / 100} ${this.cur})`;
}

async function systemBalances(db: DB): Promise<Record<string, Money>> {
  const r = await sql<{ currency_id: number; purpose: string; available: string }>`
    select currency_id, purpose, available from ledger_account where user_id is null`.execute(db);
  const out: Record<string, Money> = {};
  for (const row of r.rows) {
    const cur = CURS.find((c) => CURRENCY_ID[c] === row.currency_id);
    if (cur) out[`${cur}:${row.purpose}`] = new Money(row.available);
  }
  return out;
}

/** Compares the database with the model and checks the global invariants. */
async function verify(m: Model, r: Real) {
  const ids = r.users.map((u) => u.id);
  const rows = await r.db.selectFrom('ledger_account').select(['user_id', 'currency_id', 'available', 'frozen'])
    .where('user_id', 'in', ids).where('purpose', '=', 'main').execute();
  for (const [ui, u] of r.users.entries()) {
    for (const cur of CURS) {
      const row = rows.find((x) => x.user_id === u.id && x.currency_id === CURRENCY_ID[cur]);
      const want = m.bal[ui]![ci(cur)]!;
      expect(`${cur} u${ui} ${new Money(row?.available ?? 0).toFixed()}/${new Money(row?.frozen ?? 0).toFixed()}`)
        .toBe(`${cur} u${ui} ${want.available.toFixed()}/${want.frozen.toFixed()}`);
    }
  }
  const sys = await systemBalances(r.db);
  for (const k of new Set([...Object.keys(m.system), ...Object.keys(r.systemStart)])) {
    const want = (r.systemStart[k] ?? zero()).plus(m.system[k] ?? zero());
    expect(`${k} ${(sys[k] ?? zero()).toFixed()}`).toBe(`${k} ${want.toFixed()}`);
  }
  // The daily-limit totals (kept by the database per customer, channel and day) follow the orders.
  const usage = await r.db.selectFrom('withdraw_daily_usage').select(['user_id', 'channel_id', sql<string>`sum(amount)`.as('total')])
    .where('user_id', 'in', ids).groupBy(['user_id', 'channel_id']).execute();
  for (const [ui, u] of r.users.entries()) {
    for (const cur of ['USDT', 'BTC'] as const) {
      const want = m.withdrawals.filter((o) => o.user === ui && o.cur === cur && (o.status === 'pending' || o.status === 'paid'))
        .reduce((a, o) => a.plus(o.amount), zero());
      const row = usage.find((x) => x.user_id === u.id && x.channel_id === withdrawChannels[cur].id);
      expect(`daily ${cur} u${ui} ${new Money(row?.total ?? 0).toFixed()}`).toBe(`daily ${cur} u${ui} ${want.toFixed()}`);
    }
  }
  const global = await sql<{ unbalanced: number; negative: number }>`
    select (select count(*) from (select currency_id from ledger_account group by currency_id
                                  having sum(available + frozen) <> 0) s)::int as unbalanced,
           (select count(*) from ledger_account where user_id is not null and (available < 0 or frozen < 0))::int as negative`.execute(r.db);
  expect(global.rows[0]).toEqual({ unbalanced: 0, negative: 0 });
}

describe(`ledger model: random money flows keep balances and invariants (${dbLabel})`, () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext({ DEMO_PAYMENTS: '0' });
    const db = t.database.db;
    const rc = await db.selectFrom('recharge_channel_config').selectAll().execute();
    const wc = await db.selectFrom('withdraw_channel_config').selectAll().execute();
    const r = (code: string, cur: Cur): RechargeChannel => {
      const c = rc.find((x) => x.code === code)!;
      return { id: c.id, cur, min: c.min_amount, max: c.max_amount, feeRate: c.fee_rate, feeFixed: c.fee_fixed };
    };
    const w = (code: string, cur: 'USDT' | 'BTC'): WithdrawChannel => {
      const c = wc.find((x) => x.code === code)!;
      return { id: c.id, cur, min: c.min_amount, max: c.max_amount, feeRate: c.fee_rate, feeFixed: c.fee_fixed, daily: c.daily_limit };
    };
    // card-usd charges 2.5%: the model follows fees on the recharge side too.
    rechargeChannels = { USDT: r('usdt-trc20', 'USDT'), BTC: r('btc', 'BTC'), USD: r('card-usd', 'USD') };
    withdrawChannels = { USDT: w('usdt-trc20', 'USDT'), BTC: w('btc', 'BTC') };
  });
  afterAll(async () => { await t.close(); });

  /** Runs one sequence of commands on fresh customers against the model, checking after every step. */
  async function runSequence(cmds: Iterable<fc.AsyncCommand<Model, Real>>) {
    const db = t.database.db;
    const users: Real['users'] = [];
    for (let i = 0; i < USERS_PER_RUN; i++) {
      const u = await createUser(db);
      const addresses: Record<string, number> = {};
      for (const [cur, network, address] of [['USDT', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'], ['BTC', 'BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4']] as const) {
        const a = await db.insertInto('user_wallet_address').values({ user_id: u.id, currency_id: CURRENCY_ID[cur], network, address })
          .returning('id').executeTakeFirstOrThrow();
        addresses[cur] = a.id;
      }
      users.push({ id: u.id, addresses });
    }
    const model: Model = {
      bal: users.map(() => CURS.map(() => ({ available: zero(), frozen: zero() }))),
      system: {}, recharges: [], withdrawals: [],
    };
    const real: Real = { db, users, systemStart: await systemBalances(db), recharges: [], withdrawals: [] };
    // Every customer starts with some money (one journal), so withdrawals have something to take.
    const start = { USDT: new Money(1500), BTC: new Money('1.5') } as const;
    await db.transaction().execute((tx) => postJournal(tx, {
      kind: 'adjustment', userId: null, cause: { type: 'rule', ref: 'model-setup' },
      entries: users.flatMap((u) => (['USDT', 'BTC'] as const).flatMap((cur) => [
        { account: { userId: u.id, currencyId: CURRENCY_ID[cur] }, bucket: 'available' as const, amount: start[cur], type: 'adjustment' },
        { account: { system: 'adjustments', currencyId: CURRENCY_ID[cur] }, bucket: 'available' as const, amount: start[cur].neg(), type: 'adjustment' },
      ])),
    }));
    for (let ui = 0; ui < users.length; ui++) {
      for (const cur of ['USDT', 'BTC'] as const) {
        model.bal[ui]![ci(cur)]!.available = start[cur];
        addSys(model, cur, 'adjustments', start[cur].neg());
      }
    }
    const checked = [...cmds].map((c) => ({
      check: (m: Readonly<Model>) => c.check(m),
      run: async (m: Model, r: Real) => { await c.run(m, r); await verify(m, r); },
      toString: () => c.toString(),
    }));
    await fc.asyncModelRun(() => ({ model, real }), checked);
  }

  it(`holds over ${NUM_RUNS} random sequences`, async () => {
    const db = t.database.db;
    const user = fc.integer({ min: 0, max: USERS_PER_RUN - 1 });
    const commands = [
      fc.tuple(user, fc.constantFrom<Cur>('USDT', 'BTC', 'USD')).chain(([u, cur]) =>
        amountText(cur, cur === 'BTC' ? 40_000 : 500, cur === 'BTC' ? 60_000_000 : 60_000).map((a) => new RechargeCmd(u, cur, a))),
      fc.tuple(fc.nat(), fc.boolean()).map(([p, credit]) => new RechargeReviewCmd(p, credit)),
      fc.tuple(fc.nat(), fc.boolean()).map(([p, credit]) => new RechargeReviewCmd(p, credit)),
      // One withdrawal in four asks for everything available.
      fc.tuple(user, fc.constantFrom<'USDT' | 'BTC'>('USDT', 'BTC'), fc.nat(3)).chain(([u, cur, n]) =>
        amountText(cur, cur === 'BTC' ? 50_000 : 500, cur === 'BTC' ? 30_000_000 : 40_000).map((a) => new WithdrawCmd(u, cur, a, n === 0))),
      fc.tuple(fc.nat(), fc.constantFrom<'pay' | 'cancel' | 'reject'>('pay', 'cancel', 'reject')).map(([p, a]) => new WithdrawSettleCmd(p, a)),
      fc.tuple(fc.nat(), fc.constantFrom<'pay' | 'cancel' | 'reject'>('pay', 'cancel', 'reject')).map(([p, a]) => new WithdrawSettleCmd(p, a)),
      fc.tuple(user, fc.constantFrom<Cur>('USDT', 'BTC', 'USD'), fc.integer({ min: -30_000, max: 30_000 }).filter((n) => n !== 0))
        .map(([u, cur, cents]) => new AdjustCmd(u, cur, cents)),
    ];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: '+1' }), async (cmds) => {
        runs += 1;
        await runSequence(cmds);
      }),
      { numRuns: NUM_RUNS, endOnFailure: true },
    );
    expect(runs).toBeGreaterThanOrEqual(NUM_RUNS);
    // The sequences reached every kind of movement, not only refusals.
    const seen = await sql<{ kind: string }>`select distinct kind from ledger_journal`.execute(db);
    expect(seen.rows.map((r) => r.kind)).toEqual(expect.arrayContaining([
      'adjustment', 'recharge_credit', 'withdraw_request', 'withdraw_pay', 'withdraw_cancel', 'withdraw_reject',
    ]));
  }, 600_000);
  it('withdraws everything within the daily limit: the maximum, then what is left of the day, then nothing', async () => {
    // Found by the property above (BTC: at most 50 a withdrawal and 100 a day).
    await runSequence([
      new AdjustCmd(1, 'BTC', 24_599),
      new WithdrawCmd(1, 'BTC', '0.13840157', false),
      new WithdrawSettleCmd(0, 'pay'),
      new WithdrawCmd(1, 'BTC', '', true),
      new WithdrawCmd(1, 'BTC', '', true),
      new WithdrawCmd(1, 'BTC', '', true),
      new WithdrawCmd(1, 'BTC', '0.3', false),
      new WithdrawSettleCmd(1, 'cancel'),
      new WithdrawCmd(1, 'BTC', '', true),
    ]);
  });
});
