/**
 * The account and money validators of spec point 5, shared by the server's schemas and the
 * app's forms. Every function is pure and never throws: a value that is not a string (or a
 * finite number, read as its decimal text) is simply invalid. Nothing is trimmed: forms trim
 * before validating, so that what is checked is what is sent.
 *
 * The generic validators (URL, dates, plates, ...) live in `validate-generic.ts`.
 */

import { asText, isCalendarDate } from './validate-generic.ts';
import { latinDigits } from './digits.ts';

export * from './validate-generic.ts';

function test(re: RegExp, v: unknown): boolean {
  const s = asText(v);
  return s !== null && re.test(s);
}

// ---------------------------------------------------------------------------------------
// Phone

/**
 * A mainland mobile number: 11 digits, `1` then `3`-`9`. It may carry the country code in one
 * of these forms, and no other: `+86`, `86` or `0086`, each followed directly by the number or
 * by one `-` or one space (`+8613812345678`, `+86-13812345678`, `86 13812345678`,
 * `008613812345678`). Spaces or dashes inside the 11 digits are not accepted.
 */
const PHONE_RE = /^(?:(?:\+86|0086|86)[- ]?)?(1[3-9]\d{9})$/;

export function isPhone(v: unknown): boolean {
  return test(PHONE_RE, v);
}

/** The 11-digit national number of a valid phone (country code removed), else null. */
export function normalizePhone(v: unknown): string | null {
  const s = asText(v);
  const m = s === null ? null : PHONE_RE.exec(s);
  return m?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------
// Password

export const PASSWORD_MIN_LENGTH = 8;
/** The longest password accepted, in Unicode code points; the server bounds its fields the same. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Message keys of the password rules; zh: 最少8个字符 / 最多128个字符 / 必须包含字母 /
 * 只能使用字母和数字. The texts carry the numbers themselves (the server's refusal has no
 * parameter for them).
 */
export const PASSWORD_MESSAGES = {
  min: 'validate.password_min',
  max: 'validate.password_too_long',
  letter: 'validate.password_letter',
  chars: 'validate.password_chars',
} as const;
export type PasswordMessageKey = (typeof PASSWORD_MESSAGES)[keyof typeof PASSWORD_MESSAGES];

/**
 * Checks a login or payment password against spec point 5, in this order: at least 8
 * characters (counted as Unicode code points), at most 128 of them, at least one letter, then
 * only letters and digits. Letters are the ASCII letters A-Z and a-z. Returns null when the password is valid,
 * otherwise the message key of the first rule it breaks.
 */
export function validatePassword(v: unknown): PasswordMessageKey | null {
  const s = typeof v === 'string' ? v : '';
  if ([...s].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.min;
  // Code points never outnumber UTF-16 units: only a long text needs counting.
  if (s.length > PASSWORD_MAX_LENGTH && [...s].length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.max;
  if (!/[A-Za-z]/.test(s)) return PASSWORD_MESSAGES.letter;
  if (!/^[A-Za-z0-9]+$/.test(s)) return PASSWORD_MESSAGES.chars;
  return null;
}

export function isPassword(v: unknown): boolean {
  return validatePassword(v) === null;
}

// ---------------------------------------------------------------------------------------
// National ID card

/**
 * A mainland resident ID number: 15 digits (first generation), 18 digits, or 17 digits then
 * `X` (lowercase `x` is accepted too: it is how phone keyboards type it). This is the shape
 * the spec asks for. With `{ strict: true }` an 18-character number must also hold a real
 * birth date from 1900 on (characters 7-14, YYYYMMDD) and the ISO 7064 MOD 11-2 check
 * character.
 */
export function isNationalId(v: unknown, options: { strict?: boolean } = {}): boolean {
  const s = asText(v);
  if (s === null || !/^(?:\d{15}|\d{17}[\dXx])$/.test(s)) return false;
  if (!options.strict || s.length !== 18) return true;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  if (!isCalendarDate(year, month, day) || year < 1900) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * (weights[i] ?? 0);
  return '10X98765432'[sum % 11] === s[17]!.toUpperCase();
}

// ---------------------------------------------------------------------------------------
// Price or amount

export const PRICE_MAX_DECIMALS = 2;

/**
 * A price or amount typed by the user (spec point 5: "a positive number with at most 2
 * decimals, or a zero-based decimal"). Read as two accepted shapes:
 * - a whole part without leading zeros, `[1-9]\d*`, optionally followed by `.` and 1 to
 *   `decimals` digits: `5`, `12.3`, `1200.05`;
 * - a zero-based decimal, `0.` followed by 1 to `decimals` digits: `0.5`, `0.05`;
 * and in both the value must be above zero ("positive"), so `0`, `0.0` and `0.00` fail.
 * No sign, exponent, spaces, thousands separators, leading zeros (`01`) or bare dots
 * (`.5`, `5.`). `decimals` defaults to the spec's 2.
 */
export function isAmount(v: unknown, decimals: number = PRICE_MAX_DECIMALS): boolean {
  const s = asText(v);
  if (s === null) return false;
  const frac = decimals > 0 ? `(?:\\.\\d{1,${decimals}})?` : '';
  const re = new RegExp(`^(?:[1-9]\\d*${frac}|0${frac})$`);
  return re.test(s) && /[1-9]/.test(s);
}

// ---------------------------------------------------------------------------------------
// Email

/**
 * An email address. The spec allows letters, digits or Chinese characters before the `@`;
 * those runs may also be joined by single `.`, `_`, `-` or `+` characters, because real
 * addresses such as `first.last@gmail.com` must be accepted. The domain is at least two
 * labels of letters, digits and inner hyphens joined by dots, ending in a label of two or
 * more letters. At most 64 characters before the `@` and 254 in all.
 */
const EMAIL_LOCAL_RE = /^[A-Za-z0-9\p{Script=Han}]+(?:[._+-][A-Za-z0-9\p{Script=Han}]+)*$/u;
const EMAIL_DOMAIN_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmail(v: unknown): boolean {
  const s = asText(v);
  if (s === null || s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at < 1) return false;
  const local = s.slice(0, at);
  return local.length <= 64 && EMAIL_LOCAL_RE.test(local) && EMAIL_DOMAIN_RE.test(s.slice(at + 1));
}

// ---------------------------------------------------------------------------------------
// Verification code and account

export const VERIFICATION_CODE_LENGTH = 6;

/** Exactly `length` ASCII digits (default 6, spec point 9). */
export function isVerificationCode(v: unknown, length: number = VERIFICATION_CODE_LENGTH): boolean {
  const s = asText(v);
  return s !== null && s.length === length && /^\d+$/.test(s);
}

/**
 * A payment password anyone would try first: one digit repeated (`111111`) or a run of
 * consecutive digits up or down (`123456`, `987654`). Refused when a password is set; one set
 * earlier is still accepted when entered.
 */
export function isWeakPayPassword(v: unknown): boolean {
  const s = asText(v);
  if (s === null || !/^\d{2,}$/.test(s)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < s.length; i++) steps.add((s.charCodeAt(i) - s.charCodeAt(i - 1) + 10) % 10);
  // A single step of 0 (repeated), +1 or -1 (a run; 890123 wraps around the dial too).
  return steps.size === 1 && [0, 1, 9].includes([...steps][0]!);
}

export type AccountKind = 'phone' | 'email';

/**
 * An account as typed, in the form it is read and stored in: Unicode's compatibility form
 * (NFKC: full-width letters and digits, compatibility ideographs) with the digits of every
 * phone keypad in Latin digits (Arabic-Indic `١٣٨…`).
 */
export function accountText(typed: string): string {
  return latinDigits(typed.normalize('NFKC'));
}

/**
 * Which kind of account a sign-in or registration identifier is, or null when neither. Read
 * as the server stores it (`accountText`): full-width digits and letters typed on a CJK
 * keyboard, or Arabic-Indic digits, are a phone number or an email address too.
 */
export function isAccount(v: unknown): AccountKind | null {
  const s = typeof v === 'string' ? accountText(v) : v;
  if (isPhone(s)) return 'phone';
  if (isEmail(s)) return 'email';
  return null;
}
