import type { FastifyBaseLogger } from 'fastify';
import type { LocaleCode } from '@app/contract';
import type { DB, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { channelOf, type Account } from './account.ts';
import type { CodeSender } from './code-sender.ts';
import * as repo from './session.repository.ts';
import { codeHash, newSalt, newVerificationCode, sameHash } from './secrets.ts';
import type { CodeScene } from './session.tables.ts';

export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

/**
 * Issues a 6-digit code for (account, scene) and hands it to the sender. One code per
 * account per 60 s, across scenes; issuing is serialized per account so two simultaneous
 * requests cannot both pass that check. A reset or sign-in code for an account that does
 * not exist is answered exactly like a sent one, and nothing is stored or sent.
 */
export async function sendVerificationCode(
  deps: { db: DB; sender: CodeSender; log: FastifyBaseLogger },
  input: { account: Account; scene: CodeScene; locale: LocaleCode },
): Promise<void> {
  const { db, sender, log } = deps;
  const { account, scene } = input;
  const user = await repo.findUserByAccount(db, account);
  if (scene === 'register' && user) throw conflict('session.account_taken');
  if (scene !== 'register' && !user) return;

  const code = newVerificationCode();
  const salt = newSalt();
  const codeId = await db.transaction().execute(async (tx) => {
    await repo.lockAccountForCodes(tx, account.value);
    const age = await repo.secondsSinceLastCode(tx, account.value);
    if (age !== null && age < CODE_RESEND_SECONDS) {
      throw new AppError('session.code_resend_wait', { seconds: Math.max(1, Math.ceil(CODE_RESEND_SECONDS - age)) }, 429);
    }
    return repo.insertCode(tx, { account: account.value, scene, codeHash: codeHash(salt, code), salt, ttlSeconds: CODE_TTL_SECONDS });
  });

  try {
    await sender.send({
      account: account.value,
      channel: channelOf(account),
      scene,
      code,
      locale: input.locale,
      ttlMinutes: CODE_TTL_SECONDS / 60,
    });
  } catch (err) {
    log.error({ err, account: account.value, sender: sender.name }, 'verification code delivery failed');
    // The user never got it: forget it so that they may ask again at once.
    await repo.deleteCode(db, codeId);
    throw new AppError('session.code_send_failed', {}, 502);
  }
}

/**
 * Checks a code typed by the user against the live code of (account, scene). Every check
 * uses up one of the code's attempts, recorded before the comparison, so the bound holds
 * under concurrent guesses. Returns the code's id, to be consumed in the transaction that
 * performs the action it authorizes (see `consumeVerifiedCode`).
 */
export async function checkVerificationCode(db: Queryable, account: Account, scene: CodeScene, code: string): Promise<number> {
  const live = await repo.latestCode(db, account.value, scene);
  if (!live || live.consumed_at) throw badRequest('session.code_invalid');
  if (live.expired) throw badRequest('session.code_expired');
  const used = await repo.reserveCodeAttempt(db, live.id, CODE_MAX_ATTEMPTS);
  if (used === null) throw badRequest('session.code_attempts_exceeded');
  if (!sameHash(codeHash(live.salt, code), live.code_hash)) {
    const remaining = CODE_MAX_ATTEMPTS - used;
    throw remaining > 0 ? badRequest('session.code_wrong', { remaining }) : badRequest('session.code_attempts_exceeded');
  }
  return live.id;
}

/** Marks a checked code used; fails when it was used or expired since the check. */
export async function consumeVerifiedCode(db: Queryable, codeId: number): Promise<void> {
  if (!(await repo.consumeCode(db, codeId))) throw badRequest('session.code_invalid');
}
