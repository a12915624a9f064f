import { latinDigits } from '@app/contract/digits';
import { isVerificationCode, isWeakPayPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, validatePassword } from '@app/contract/validate';
import { z } from 'zod';
import { parseAccount, type Account } from './account.ts';
import { PAY_PASSWORD_RE } from './pay-password.service.ts';

/**
 * Request and response schemas of the session calls. Bodies arrive as JSON or
 * form-urlencoded, so every field is a string; a zod issue whose message is a message key
 * reaches the client as that key (see plugins/errors.ts).
 */

/** A phone number (optional +86) or email, parsed into its stored form. */
export const accountField = z
  .string()
  .max(254)
  .transform((raw, ctx): Account => {
    const account = parseAccount(raw.trim());
    if (!account) {
      ctx.addIssue({ code: 'custom', message: 'session.account_invalid' });
      return z.NEVER;
    }
    return account;
  });

/**
 * A new login password: the rules of spec point 5, with their message keys. The bound comes
 * first and says the app's own "at most 128 characters", not a bare invalid field.
 */
export const newPasswordField = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.max)
  .superRefine((v, ctx) => {
    const key = validatePassword(v);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });

/** An existing password typed to prove identity: only bounded, never rule-checked. */
const currentPasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

const codeField = z.string().refine((v) => isVerificationCode(v), 'session.code_format');

const payPasswordField = z.string().regex(PAY_PASSWORD_RE, 'session.pay_password_format');

/**
 * Invite codes are letters and digits (secrets.ts); anything else is no one's code. Read as
 * typed on any keypad first: full-width letters and digits (a Japanese or Chinese keyboard)
 * and Arabic-Indic digits are the plain ones.
 */
const inviteCodeField = z
  .string()
  .max(32)
  .transform((v) => latinDigits(v.normalize('NFKC')).trim().toUpperCase())
  .refine((v) => /^[A-Z0-9]*$/.test(v), 'session.invite_code_invalid')
  .optional()
  .transform((v) => v || undefined);

const sceneField = z.enum(['register', 'login', 'reset'], {
  error: (issue) => (issue.input === undefined ? 'error.field_required' : 'error.field_invalid'),
});

export const sendCodeBody = z.object({ account: accountField, scene: sceneField });
export const registerBody = z.object({
  account: accountField,
  code: codeField,
  password: newPasswordField,
  inviteCode: inviteCodeField,
});
export const loginBody = z.object({ account: accountField, password: currentPasswordField });
export const resetPasswordBody = z.object({ account: accountField, code: codeField, newPassword: newPasswordField });
export const changePasswordBody = z.object({ oldPassword: currentPasswordField, newPassword: newPasswordField });
/** A new payment password: six digits that are not the first ones anyone would try. */
const newPayPasswordField = payPasswordField.refine((v) => !isWeakPayPassword(v), 'session.pay_password_weak');

export const setPayPasswordBody = z.object({ payPassword: newPayPasswordField, loginPassword: currentPasswordField });
export const verifyPayPasswordBody = z.object({ payPassword: payPasswordField });

// --- responses ------------------------------------------------------------------------------

const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(200), msg: z.string(), data });

export const okReply = z.object({ code: z.literal(200), msg: z.string() });

export const userInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  inviteCode: z.string(),
  accountType: z.number().int(),
  isSetWithPwd: z.boolean(),
  createdAt: z.string(),
});

export const signedInReply = envelope(z.object({ token: z.string(), userInfo: userInfoSchema }));
export const userInfoReply = envelope(userInfoSchema);
export const isSetWithPwdReply = envelope(z.object({
  isSetWithPwd: z.boolean(),
  /** Minutes (rounded up) the payment password stays locked after wrong answers; 0 when it is not. */
  payPasswordLockedMinutes: z.number().int().min(0),
}));
