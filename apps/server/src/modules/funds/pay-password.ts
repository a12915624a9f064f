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

export async function checkPayPassword(db: DB, userId: number, payPassword: string, known?: PayPasswordState): Promise<void> {
  const state = known ?? (await readPayPasswordState(db, userId));
  if (state?.hash && state.clean) {
    const until = verified.get(tag(userId, state.hash, payPassword));
    if (until !== undefined && until > Date.now()) return;
  }
  await assertPayPassword(db, userId, payPassword);
  if (!state?.hash) return;
  if (verified.size >= CACHE_MAX) {
    const now = Date.now();
    for (const [k, until] of verified) if (until <= now || verified.size >= CACHE_MAX) verified.delete(k);
  }
  verified.set(tag(userId, state.hash, payPassword), Date.now() + CACHE_TTL_MS);
}
