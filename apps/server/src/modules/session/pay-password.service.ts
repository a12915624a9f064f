import type { DB } from '../../db/database.ts';
import { AppError, badRequest, unauthorized } from '../../lib/errors.ts';
import * as repo from './session.repository.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

export const PAY_PASSWORD_MAX_ATTEMPTS = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;
export const PAY_PASSWORD_RE = /^\d{6}$/;

/** Sets or replaces the 6-digit payment password after checking the login password. */
export async function setPayPassword(db: DB, input: { userId: number; payPassword: string; loginPassword: string }): Promise<void> {
  const user = await repo.findUserById(db, input.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, input.loginPassword))) throw badRequest('session.login_password_wrong');
  await repo.setPayPasswordHash(db, user.id, await hashPassword(input.payPassword));
}

function locked(minutes: number) {
  return new AppError('session.pay_password_locked', { minutes: Math.max(1, minutes) }, 423);
}

/**
 * Throws unless `payPassword` is the user's payment password. Five wrong answers in a row
 * lock it for 30 minutes; a right answer clears the count.
 *
 * Money-moving services call this before they open their transaction, with the database
 * itself (not a transaction): a failed attempt must stay counted when the caller's work
 * rolls back, and on PGlite (one connection) a call inside a transaction would wait forever.
 */
export async function assertPayPassword(db: DB, userId: number, payPassword: string): Promise<void> {
  if (!PAY_PASSWORD_RE.test(payPassword)) throw badRequest('session.pay_password_format');
  // The attempt is counted before the (slow) hash check, so parallel guesses cannot exceed
  // the bound; the last allowed attempt locks first and unlocks only if it is right.
  const reserved = await repo.reservePayPasswordAttempt(db, userId, PAY_PASSWORD_MAX_ATTEMPTS);
  if (!reserved) {
    const state = await repo.payPasswordState(db, userId);
    if (!state) throw unauthorized();
    if (!state.pay_password_hash) throw badRequest('session.pay_password_not_set');
    throw locked(state.lockedSeconds > 0 ? Math.ceil(state.lockedSeconds / 60) : PAY_PASSWORD_LOCK_MINUTES);
  }
  const last = reserved.attempts >= PAY_PASSWORD_MAX_ATTEMPTS;
  if (last) await repo.lockPayPassword(db, userId, PAY_PASSWORD_LOCK_MINUTES);
  if (await verifyPassword(reserved.hash, payPassword)) {
    await repo.clearPayPasswordFailures(db, userId);
    return;
  }
  if (last) throw locked(PAY_PASSWORD_LOCK_MINUTES);
  throw badRequest('session.pay_password_wrong', { remaining: PAY_PASSWORD_MAX_ATTEMPTS - reserved.attempts });
}
