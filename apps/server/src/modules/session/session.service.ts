import type { DB } from '../../db/database.ts';
import { hashToken } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { Account } from './account.ts';
import * as repo from './session.repository.ts';
import { hashPassword, newInviteCode, newSessionToken, verifyAgainstNothing, verifyPassword } from './secrets.ts';
import { checkVerificationCode, consumeVerifiedCode } from './verification-code.service.ts';

/** What the app caches as `userInfo` (spec point 3). Never carries a hash. */
export interface UserInfo {
  id: number;
  /** The sign-in identifier: the phone number when the user has one, else the email. */
  account: string;
  phone: string | null;
  email: string | null;
  nickname: string;
  avatar: string;
  inviteCode: string;
  accountType: number;
  isSetWithPwd: boolean;
  createdAt: string;
}

export interface SignedIn {
  token: string;
  userInfo: UserInfo;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    account: u.phone ?? u.email ?? '',
    phone: u.phone,
    email: u.email,
    nickname: u.nickname,
    avatar: u.avatar,
    inviteCode: u.invite_code,
    accountType: u.account_type,
    isSetWithPwd: u.pay_password_hash !== null,
    createdAt: u.created_at.toISOString(),
  };
}

const USER_ACTIVE = 0;
const INVITE_CODE_DRAWS = 8;

async function openSession(db: DB, userId: number, ttlHours: number, client: ClientInfo): Promise<string> {
  const token = newSessionToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    ttlHours,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

async function signedIn(db: DB, userId: number, ttlHours: number, client: ClientInfo): Promise<SignedIn> {
  const token = await openSession(db, userId, ttlHours, client);
  return { token, userInfo: await getUserInfo(db, userId) };
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * Creates a customer from a verified account. Checks run cheapest first and change nothing
 * until the code is checked; the code is consumed in the same transaction that inserts the
 * user, so a failed insert leaves the code usable.
 */
export async function register(
  db: DB,
  input: { account: Account; code: string; password: string; inviteCode?: string; ttlHours: number; client: ClientInfo },
): Promise<SignedIn> {
  let inviterId: number | null = null;
  if (input.inviteCode) {
    inviterId = await repo.findUserIdByInviteCode(db, input.inviteCode);
    if (inviterId === null) throw badRequest('session.invite_code_invalid');
  }
  if (await repo.findUserByAccount(db, input.account)) throw conflict('session.account_taken');

  const codeId = await checkVerificationCode(db, input.account, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  let userId: number | null = null;
  try {
    userId = await db.transaction().execute(async (tx) => {
      await consumeVerifiedCode(tx, codeId);
      for (let i = 0; i < INVITE_CODE_DRAWS; i++) {
        const id = await repo.insertUser(tx, { account: input.account, passwordHash, inviteCode: newInviteCode(), inviterId });
        if (id !== null) return id;
      }
      throw new Error('could not draw a free invite code');
    });
  } catch (err) {
    // Another registration of the same account won the race.
    if (isUniqueViolation(err)) throw conflict('session.account_taken');
    throw err;
  }
  return signedIn(db, userId, input.ttlHours, input.client);
}

/**
 * Password sign-in. Unknown account, wrong password and (for a correct password only) a
 * frozen account are told apart only where it cannot reveal whether an account exists.
 */
export async function login(
  db: DB,
  input: { account: Account; password: string; ttlHours: number; client: ClientInfo },
): Promise<SignedIn> {
  const user = await repo.findUserByAccount(db, input.account);
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstNothing(input.password);
  if (!user || !ok) throw badRequest('session.login_failed');
  if (user.status !== USER_ACTIVE) throw new AppError('session.account_frozen', {}, 403);
  return signedIn(db, user.id, input.ttlHours, input.client);
}

export async function logout(db: DB, sessionId: number): Promise<void> {
  await repo.revokeSession(db, sessionId);
}

export async function getUserInfo(db: DB, userId: number): Promise<UserInfo> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  return toUserInfo(user);
}

export async function isSetWithPwd(db: DB, userId: number): Promise<boolean> {
  return (await getUserInfo(db, userId)).isSetWithPwd;
}

/**
 * Whether a payment password is set, and for how many more minutes (rounded up) it is locked
 * after wrong answers: 0 when it is not. The app shows the lock before the customer types.
 */
export async function payPasswordStatus(db: DB, userId: number): Promise<{ isSetWithPwd: boolean; payPasswordLockedMinutes: number }> {
  const state = await repo.payPasswordState(db, userId);
  if (!state) throw unauthorized();
  return { isSetWithPwd: state.pay_password_hash !== null, payPasswordLockedMinutes: Math.ceil(state.lockedSeconds / 60) };
}

/** Changes the login password; every other session of the user is signed out. */
export async function changePassword(
  db: DB,
  input: { userId: number; sessionId: number; oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await repo.findUserById(db, input.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) throw badRequest('session.login_password_wrong');
  if (input.newPassword === input.oldPassword) throw badRequest('session.password_same');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (tx) => {
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await repo.revokeUserSessions(tx, user.id, input.sessionId);
  });
}

/**
 * Forgot-password: a reset code proves the account; every session is signed out. An unknown
 * account gets the same answer as a wrong code (no reset code was ever sent to it).
 */
export async function resetPassword(db: DB, input: { account: Account; code: string; newPassword: string }): Promise<void> {
  const user = await repo.findUserByAccount(db, input.account);
  if (!user) throw badRequest('session.code_invalid');
  const codeId = await checkVerificationCode(db, input.account, 'reset', input.code);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (tx) => {
    await consumeVerifiedCode(tx, codeId);
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await repo.revokeUserSessions(tx, user.id);
  });
}
