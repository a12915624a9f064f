import { setTimeout as sleep } from 'node:timers/promises';
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
  // One customer's checks take turns in this process, so each counts exactly: a typo sent
  // among right answers is "wrong", not the fifth of attempts the right ones still hold.
  const before = checksInTurn.get(userId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => checkPayPassword(db, userId, payPassword));
  checksInTurn.set(userId, mine);
  try {
    await mine;
  } finally {
    if (checksInTurn.get(userId) === mine) checksInTurn.delete(userId);
  }
}

/** The last check queued per customer (see assertPayPassword). */
const checksInTurn = new Map<number, Promise<void>>();

async function checkPayPassword(db: DB, userId: number, payPassword: string): Promise<void> {
  // The attempt is counted before the (slow) hash check, so parallel guesses cannot exceed
  // the bound: at most five checks of a customer run at once.
  const reserved = await reserveAttempt(db, userId);
  const last = reserved.attempts >= PAY_PASSWORD_MAX_ATTEMPTS;
  if (await verifyPassword(reserved.hash, payPassword)) {
    await repo.clearPayPasswordFailures(db, userId);
    return;
  }
  // The fifth wrong answer in a row locks. (Locked only now, after the check: a right
  // password sent several times at once is never answered "locked" while checks run.)
  if (last) {
    await repo.lockPayPassword(db, userId, PAY_PASSWORD_LOCK_MINUTES);
    throw locked(PAY_PASSWORD_LOCK_MINUTES);
  }
  throw badRequest('session.pay_password_wrong', { remaining: PAY_PASSWORD_MAX_ATTEMPTS - reserved.attempts });
}

/** How long a check waits for the customer's checks in flight to end (each takes tens of ms). */
const IN_FLIGHT_WAIT_MS = 3000;
const IN_FLIGHT_POLL_MS = 25;

/**
 * One of the customer's attempts, or the reason there is none: locked, no password. When the
 * attempts are all held by checks still running (several requests at once), it waits for them
 * to end: a right one clears the count, a fifth wrong one locks. Attempts still held after the
 * wait belong to checks that never ended (a process stopped in the middle): the password is
 * then locked for the usual time, which also frees the attempts when it ends.
 */
async function reserveAttempt(db: DB, userId: number): Promise<{ hash: string; attempts: number }> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const reserved = await repo.reservePayPasswordAttempt(db, userId, PAY_PASSWORD_MAX_ATTEMPTS);
    if (reserved) return reserved;
    const state = await repo.payPasswordState(db, userId);
    if (!state) throw unauthorized();
    if (!state.pay_password_hash) throw badRequest('session.pay_password_not_set');
    if (state.lockedSeconds > 0) throw locked(Math.ceil(state.lockedSeconds / 60));
    if (Date.now() >= deadline) {
      await repo.lockPayPassword(db, userId, PAY_PASSWORD_LOCK_MINUTES);
      throw locked(PAY_PASSWORD_LOCK_MINUTES);
    }
    await sleep(IN_FLIGHT_POLL_MS);
  }
}
