import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { DB } from '../src/db/database.ts';
import { Money } from '../src/lib/money.ts';
import { postJournal, SYSTEM } from '../src/modules/funds/ledger.service.ts';
import { hashToken } from '../src/plugins/auth.ts';

/** Customers, money and ledger invariants for the funds tests. */

export const PAY_PASSWORD = '246810';
export const USDT = 3;

let loginHash: Promise<string> | null = null;
let payHash: Promise<string> | null = null;
/**
 * Test customers get Argon2id hashes with a small cost so thousands of them stay fast; the
 * verification path is the production one (the parameters travel in the hash).
 */
const CHEAP = { memoryCost: 1024, timeCost: 1 };

export interface TestUser {
  id: number;
  token: string;
  headers: Record<string, string>;
}

/** A signed-in customer inserted directly (user row and live session), with a payment password unless told otherwise. */
export async function createUser(db: DB, opts: { payPassword?: boolean } = {}): Promise<TestUser> {
  loginHash ??= hash('Password123', CHEAP);
  payHash ??= hash(PAY_PASSWORD, CHEAP);
  const tag = randomBytes(6).toString('hex');
  const user = await db
    .insertInto('app_user')
    .values({
      email: `funds-${tag}@example.com`,
      password_hash: await loginHash,
      pay_password_hash: opts.payPassword === false ? null : await payHash,
      invite_code: tag.toUpperCase().slice(0, 8),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('user_session')
    .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3600_000) })
    .execute();
  return { id: user.id, token, headers: { authorization: token } };
}

/** Gives a customer money through the ledger (an adjustment caused by the test rule). */
export async function fund(db: DB, userId: number, amount: string, currencyId = USDT): Promise<void> {
  await db.transaction().execute((tx) =>
    postJournal(tx, {
      kind: 'adjustment',
      userId,
      cause: { type: 'rule', ref: 'test-fixture' },
      memo: 'test funding',
      entries: [
        { account: { system: SYSTEM.adjustments, currencyId }, bucket: 'available', amount: new Money(amount).neg(), type: 'adjustment' },
        { account: { userId, currencyId }, bucket: 'available', amount, type: 'adjustment' },
      ],
    }),
  );
}

export async function balanceOf(db: DB, userId: number, currencyId = USDT): Promise<{ available: string; frozen: string }> {
  const row = await db.selectFrom('ledger_account').select(['available', 'frozen'])
    .where('user_id', '=', userId).where('currency_id', '=', currencyId).where('purpose', '=', 'main').executeTakeFirst();
  return { available: new Money(row?.available ?? 0).toFixed(), frozen: new Money(row?.frozen ?? 0).toFixed() };
}

/**
 * The ledger's invariants, checked from the stored data:
 * - every currency's accounts sum to zero (system accounts included);
 * - no customer account is negative in either bucket;
 * - every account's buckets equal the sum of its entries;
 * - every journal balances per currency.
 * Returns the list of violations (empty when all hold).
 */
export async function ledgerViolations(db: DB): Promise<string[]> {
  const out: string[] = [];
  const sums = await sql<{ currency_id: number; total: string }>`
    select currency_id, sum(available + frozen) as total from ledger_account group by currency_id having sum(available + frozen) <> 0`.execute(db);
  for (const r of sums.rows) out.push(`currency ${r.currency_id} sums to ${r.total}`);
  const negative = await sql<{ id: number }>`
    select id from ledger_account where user_id is not null and (available < 0 or frozen < 0)`.execute(db);
  for (const r of negative.rows) out.push(`account ${r.id} is negative`);
  const drift = await sql<{ id: number }>`
    select a.id from ledger_account a
    left join (select account_id,
                      coalesce(sum(amount) filter (where bucket = 'available'), 0) as av,
                      coalesce(sum(amount) filter (where bucket = 'frozen'), 0) as fr
               from ledger_entry group by account_id) e on e.account_id = a.id
    where a.available <> coalesce(e.av, 0) or a.frozen <> coalesce(e.fr, 0)`.execute(db);
  for (const r of drift.rows) out.push(`account ${r.id} differs from its entries`);
  const unbalanced = await sql<{ journal_id: number }>`
    select journal_id from ledger_entry group by journal_id, currency_id having sum(amount) <> 0`.execute(db);
  for (const r of unbalanced.rows) out.push(`journal ${r.journal_id} does not balance`);
  // The daily-limit totals equal the pending and paid withdrawals of each customer, channel and UTC day.
  const usage = await sql<{ user_id: number; channel_id: number; day: string; kept: string | null; orders: string | null }>`
    select coalesce(u.user_id, o.user_id) as user_id, coalesce(u.channel_id, o.channel_id) as channel_id,
           coalesce(u.day, o.day)::text as day, u.amount as kept, o.total as orders
    from withdraw_daily_usage u
    full join (select user_id, channel_id, (created_at at time zone 'UTC')::date as day, sum(amount) as total
               from withdraw_order where status in ('pending', 'paid') group by 1, 2, 3) o
      on o.user_id = u.user_id and o.channel_id = u.channel_id and o.day = u.day
    where coalesce(u.amount, 0) <> coalesce(o.total, 0)`.execute(db);
  for (const r of usage.rows) out.push(`daily usage of user ${r.user_id}, channel ${r.channel_id} on ${r.day} is ${r.kept ?? 'missing'}, orders ${r.orders ?? 0}`);
  return out;
}

/** Row counts of every funds table, to prove a refused call stored nothing. */
export async function fundsSnapshot(db: DB): Promise<Record<string, unknown>> {
  const r = await sql<Record<string, unknown>>`
    select (select count(*) from ledger_journal)::int as journals,
           (select count(*) from ledger_entry)::int as entries,
           (select coalesce(sum(available), 0) || '/' || coalesce(sum(frozen), 0) from ledger_account) as balances,
           (select count(*) from recharge_order)::int as recharges,
           (select count(*) from withdraw_order)::int as withdrawals,
           (select string_agg(status, ',' order by id) from withdraw_order) as withdraw_states,
           (select string_agg(status, ',' order by id) from recharge_order) as recharge_states,
           (select count(*) from user_bank_card where deleted_at is null)::int as cards,
           (select count(*) from user_wallet_address where deleted_at is null)::int as addresses,
           (select count(*) from idempotency_record)::int as idempotency,
           (select count(*) from upload_file)::int as uploads`.execute(db);
  return r.rows[0]!;
}

export const newKey = () => `k-${randomBytes(12).toString('hex')}`;

/** A tiny valid PNG (1x1). */
export const PNG_1x1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A multipart body with text fields and an optional file in field `file`. */
export function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) {
  const boundary = `----funds${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'proof.png'}"\r\n` +
        `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A response object, read field by field in assertions (the fields the tests use are typed). */
export interface Doc {
  id: number;
  status: string;
  address: string;
  proofUrl: string;
  destination: Record<string, string>;
  [key: string]: unknown;
}
