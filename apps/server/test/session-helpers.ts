import { sql } from 'kysely';
import { expect } from 'vitest';
import { parseAccount } from '../src/modules/session/account.ts';
import { call, type TestContext } from './helpers.ts';

/** Shared steps of the session tests: codes from the demo outbox, sign-up, stored-state snapshots. */

export interface SignedIn {
  token: string;
  userInfo: {
    id: number; account: string; phone: string | null; email: string | null; nickname: string; avatar: string;
    inviteCode: string; accountType: number; isSetWithPwd: boolean; createdAt: string;
  };
}

let seq = 0;
/** A fresh mainland number or email per call, so tests never collide. */
export function freshPhone(): string {
  seq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
}
export function freshEmail(): string {
  seq += 1;
  return `user${process.pid}n${seq}@example.com`;
}

export function post(t: TestContext, url: string, payload: Record<string, unknown>, token?: string) {
  return call(t.app, {
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: token } : {},
  });
}

export function postForm(t: TestContext, url: string, fields: Record<string, string>, token?: string) {
  return call(t.app, {
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
  });
}

export function get(t: TestContext, url: string, token?: string) {
  return call(t.app, { method: 'GET', url, headers: token ? { authorization: token } : {} });
}

/** The account as stored: national phone number or lower-case email. */
export function stored(account: string): string {
  return parseAccount(account)?.value ?? account;
}

/** The code in the newest outbox message for the account (what the demo sender "sent"). */
export async function codeFromOutbox(t: TestContext, account: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('message_outbox')
    .select('body')
    .where('account', '=', stored(account))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const code = row?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${account}`);
  return code;
}

/** Pretends the account's codes were issued `seconds` earlier (resend interval and expiry). */
export async function ageCodes(t: TestContext, account: string, seconds: number) {
  await t.database.db
    .updateTable('verification_code')
    .set({
      created_at: sql`created_at - make_interval(secs => ${seconds}::int)`,
      expires_at: sql`expires_at - make_interval(secs => ${seconds}::int)`,
    } as never)
    .where('account', '=', stored(account))
    .execute();
}

export async function requestCode(t: TestContext, account: string, scene: 'register' | 'login' | 'reset') {
  const r = await post(t, '/api/auth/sendCode', { account, scene });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200 });
  return codeFromOutbox(t, account);
}

export async function registerUser(t: TestContext, account: string, password = 'secret123', inviteCode?: string): Promise<SignedIn> {
  const code = await requestCode(t, account, 'register');
  const r = await post(t, '/api/auth/register', { account, code, password, ...(inviteCode ? { inviteCode } : {}) });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200 });
  return r.body.data as SignedIn;
}

export async function login(t: TestContext, account: string, password: string): Promise<SignedIn> {
  const r = await post(t, '/api/auth/login', { account, password });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200 });
  return r.body.data as SignedIn;
}

const SNAPSHOT_TABLES = ['app_user', 'user_session', 'verification_code', 'message_outbox'] as const;

/** Row counts and a digest of every row of the session tables: equal snapshots mean nothing changed. */
export async function snapshot(t: TestContext): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of SNAPSHOT_TABLES) {
    const r = await sql<{ n: number; digest: string | null }>`
      select count(*)::int as n, md5(string_agg(x::text, '|' order by x.id)) as digest from ${sql.table(table)} x`.execute(t.database.db);
    out[table] = `${r.rows[0]?.n}:${r.rows[0]?.digest ?? ''}`;
  }
  return out;
}
