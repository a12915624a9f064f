import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { assertPayPassword } from '../session/pay-password.service.ts';

/**
 * The payment-password check of money-moving requests: the session module's
 * `assertPayPassword` (Argon2id, five wrong answers lock it for 30 minutes).
 *
 * A successful check is remembered in process memory for a few minutes, keyed by an HMAC
 * (with a per-process random key) of the user, the stored hash and the password, so a
 * customer sending several withdrawals in a row pays the Argon2id cost once (the pattern of
 * Apache's mod_authn_socache). Only right answers are remembered: a wrong password always
 * goes through the full check and its attempt counter; a changed password changes the
 * stored hash and so misses; a locked or failing account always takes the full path.
 */
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX = 10_000;
const cacheKey = randomBytes(32);
const verified = new Map<string, number>();
/** Principal -> the customer and stored hash of its last successful check. */
const vouched = new Map<string, { userId: number; hash: string; until: number }>();

function tag(userId: number, storedHash: string, password: string): string {
  return createHmac('sha256', cacheKey).update(`${userId}\0${storedHash}\0${password}`).digest('base64url');
}

/** The stored payment-password state; read by the caller in its own first query, or here. */
export interface PayPasswordState {
  hash: string | null;
  /** No failed attempt pending and no lock. */
  clean: boolean;
}

export async function readPayPasswordState(db: DB, userId: number): Promise<PayPasswordState | undefined> {
  const r = await sql<PayPasswordState>`
    select pay_password_hash as hash,
           (pay_password_failures = 0 and (pay_password_locked_until is null or pay_password_locked_until < now())) as clean
    from app_user where id = ${userId}`.execute(db);
  return r.rows[0];
}

function remembered(userId: number, hash: string, payPassword: string): boolean {
  const until = verified.get(tag(userId, hash, payPassword));
  return until !== undefined && until > Date.now();
}

function bounded<V extends number | { until: number }>(map: Map<string, V>) {
  if (map.size < CACHE_MAX) return;
  const now = Date.now();
  for (const [k, v] of map) if ((typeof v === 'number' ? v : v.until) <= now || map.size >= CACHE_MAX) map.delete(k);
}

/** Checks the payment password (from the cache when it can); true when the full check ran. */
export async function checkPayPassword(db: DB, userId: number, payPassword: string, known?: PayPasswordState): Promise<boolean> {
  const state = known ?? (await readPayPasswordState(db, userId));
  if (state?.hash && state.clean && remembered(userId, state.hash, payPassword)) return false;
  await assertPayPassword(db, userId, payPassword);
  if (!state?.hash) return true;
  bounded(verified);
  verified.set(tag(userId, state.hash, payPassword), Date.now() + CACHE_TTL_MS);
  return true;
}

/**
 * What the caller tells the database about the payment password: it was checked for this
 * customer against this stored hash, by the full check of this very request (`fresh`) or
 * earlier (from the cache, valid only while no failed attempt or lock is pending).
 */
export interface PayPasswordVouch {
  userId: number;
  hash: string | null;
  fresh: boolean;
}

/** The cache's vouch for the customer behind `principal` and this password, without asking the database. */
export function cachedVouch(principal: string, payPassword: string): PayPasswordVouch | null {
  const v = vouched.get(principal);
  if (!v || v.until <= Date.now() || !remembered(v.userId, v.hash, payPassword)) return null;
  return { userId: v.userId, hash: v.hash, fresh: false };
}

/**
 * The check for a request the database found without a valid vouch, given the state it
 * read: the full check (attempt counter and lock), or the cache. Throws when the password is
 * wrong; otherwise returns the vouch to send again and remembers it for the principal.
 */
export async function vouchPayPassword(
  db: DB, principal: string, userId: number, payPassword: string, state: PayPasswordState,
): Promise<PayPasswordVouch> {
  const fresh = await checkPayPassword(db, userId, payPassword, state);
  if (state.hash) {
    bounded(vouched);
    vouched.set(principal, { userId, hash: state.hash, until: Date.now() + CACHE_TTL_MS });
  }
  return { userId, hash: state.hash, fresh };
}
