import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { takeTurn } from '../../db/turns.ts';
import type { Account } from './account.ts';
import type { CodeChannel, CodeScene } from './session.tables.ts';

/** Queries of the session domain: users, sessions, verification codes and the outbox. */

export const userColumns = [
  'id', 'phone', 'email', 'nickname', 'avatar', 'invite_code', 'account_type', 'status', 'created_at',
  'password_hash', 'pay_password_hash',
] as const;

export function findUserByAccount(db: Queryable, account: Account) {
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where(account.kind === 'phone' ? 'phone' : 'email', '=', account.value)
    .executeTakeFirst();
}

export function findUserById(db: Queryable, id: number) {
  return db.selectFrom('app_user').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export async function findUserIdByInviteCode(db: Queryable, inviteCode: string): Promise<number | null> {
  const row = await db.selectFrom('app_user').select('id').where('invite_code', '=', inviteCode).executeTakeFirst();
  return row?.id ?? null;
}

/** Inserts a user unless the invite code is taken (then null: the caller draws another). */
export async function insertUser(
  db: Queryable,
  user: { account: Account; passwordHash: string; inviteCode: string; inviterId: number | null },
): Promise<number | null> {
  const row = await db
    .insertInto('app_user')
    .values({
      phone: user.account.kind === 'phone' ? user.account.value : null,
      email: user.account.kind === 'email' ? user.account.value : null,
      password_hash: user.passwordHash,
      invite_code: user.inviteCode,
      inviter_id: user.inviterId,
    })
    .onConflict((oc) => oc.column('invite_code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

// --- sessions -----------------------------------------------------------------------------

export async function insertSession(
  db: Queryable,
  s: { userId: number; tokenHash: string; ttlHours: number; ip: string; userAgent: string },
) {
  await db
    .insertInto('user_session')
    .values({
      user_id: s.userId,
      token_hash: s.tokenHash,
      expires_at: sql<Date>`now() + make_interval(hours => ${s.ttlHours}::int)`,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

export async function revokeSession(db: Queryable, sessionId: number) {
  await db
    .updateTable('user_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user except `keepSessionId` (when given). */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: number) {
  let q = db
    .updateTable('user_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) q = q.where('id', '<>', keepSessionId);
  await q.execute();
}

// --- verification codes ---------------------------------------------------------------------

/** Serializes code issuing per account inside the caller's transaction. */
export async function lockAccountForCodes(db: Queryable, account: string) {
  await takeTurn(db, 'accountCodes', account);
}

/** Seconds since the newest code of the account (any scene), or null when there is none. */
export async function secondsSinceLastCode(db: Queryable, account: string): Promise<number | null> {
  const row = await db
    .selectFrom('verification_code')
    .select(sql<number>`extract(epoch from now() - created_at)::float8`.as('age'))
    .where('account', '=', account)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.age) : null;
}

export async function insertCode(
  db: Queryable,
  c: { account: string; scene: CodeScene; codeHash: string; salt: string; ttlSeconds: number },
): Promise<number> {
  const row = await db
    .insertInto('verification_code')
    .values({
      account: c.account,
      scene: c.scene,
      code_hash: c.codeHash,
      salt: c.salt,
      expires_at: sql<Date>`now() + make_interval(secs => ${c.ttlSeconds}::int)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Queryable, id: number) {
  await db.deleteFrom('verification_code').where('id', '=', id).execute();
}

/** The newest code of (account, scene) with its state. */
export function latestCode(db: Queryable, account: string, scene: CodeScene) {
  return db
    .selectFrom('verification_code')
    .select(['id', 'code_hash', 'salt', 'attempts', 'consumed_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('account', '=', account)
    .where('scene', '=', scene)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one attempt against a live code before it is compared, so that concurrent guesses
 * can never exceed the bound. Returns the attempts used, or null when none are left.
 */
export async function reserveCodeAttempt(db: Queryable, id: number, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('verification_code')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Marks a code used; false when it was used or expired meanwhile. */
export async function consumeCode(db: Queryable, id: number): Promise<boolean> {
  const row = await db
    .updateTable('verification_code')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOutboxMessage(
  db: Queryable,
  m: { account: string; channel: CodeChannel; scene: string; body: string },
) {
  await db.insertInto('message_outbox').values(m).execute();
}

// --- payment password -----------------------------------------------------------------------

export async function setPayPasswordHash(db: Queryable, userId: number, payPasswordHash: string) {
  await db
    .updateTable('app_user')
    .set({
      pay_password_hash: payPasswordHash,
      pay_password_failures: 0,
      pay_password_locked_until: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Counts one payment-password attempt before it is checked (see reserveCodeAttempt). Returns
 * the hash and the attempts used, or null when no password is set or it is locked.
 */
export async function reservePayPasswordAttempt(db: Queryable, userId: number, maxAttempts: number) {
  const row = await db
    .updateTable('app_user')
    .set({ pay_password_failures: sql<number>`pay_password_failures + 1` })
    .where('id', '=', userId)
    .where('pay_password_hash', 'is not', null)
    .where('pay_password_failures', '<', maxAttempts)
    .where((eb) => eb.or([eb('pay_password_locked_until', 'is', null), eb('pay_password_locked_until', '<=', sql<Date>`now()`)]))
    .returning(['pay_password_hash', 'pay_password_failures'])
    .executeTakeFirst();
  return row?.pay_password_hash ? { hash: row.pay_password_hash, attempts: row.pay_password_failures } : null;
}

export async function payPasswordState(db: Queryable, userId: number) {
  return db
    .selectFrom('app_user')
    .select([
      'pay_password_hash',
      sql<number>`ceil(greatest(extract(epoch from pay_password_locked_until - now()), 0))::int`.as('lockedSeconds'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** After a correct payment password: the failure count and any lock are cleared. */
export async function clearPayPasswordFailures(db: Queryable, userId: number) {
  await db
    .updateTable('app_user')
    .set({ pay_password_failures: 0, pay_password_locked_until: null })
    .where('id', '=', userId)
    .execute();
}

export async function lockPayPassword(db: Queryable, userId: number, minutes: number) {
  await db
    .updateTable('app_user')
    .set({
      pay_password_failures: 0,
      pay_password_locked_until: sql<Date>`now() + make_interval(mins => ${minutes}::int)`,
    })
    .where('id', '=', userId)
    .execute();
}
