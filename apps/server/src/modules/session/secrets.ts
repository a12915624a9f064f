import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: Argon2id (the library's default algorithm) with its default cost of
 * 19 MiB and 2 passes, the OWASP minimum; the PHC string carries its own salt and parameters.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the account does not exist, so that response
 * timing does not tell which accounts are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A session token: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A uniformly random verification code of `length` digits. */
export function newVerificationCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function codeHash(salt: string, code: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Invite codes avoid characters people confuse when reading them aloud (0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function newInviteCode(): string {
  let s = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) s += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return s;
}
