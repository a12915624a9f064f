import { accountText, isAccount, normalizePhone } from '@app/contract/validate';
import type { CodeChannel } from './session.tables.ts';

/** A sign-in identifier in its stored form: 11-digit national number or lower-case email. */
export type Account = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/**
 * Reads what the user typed as an account (spec point 5: a mainland mobile number with an
 * optional +86 prefix, or an email address). Returns null when it is neither. The text is
 * brought to its stored form first (`accountText`: Unicode's NFKC and Latin digits), so that
 * two accounts never differ only by look-alike forms of one character (the compatibility
 * ideograph U+F90A and 金, full-width and plain letters or digits), and a number typed on an
 * Arabic keypad is the same phone.
 */
export function parseAccount(typed: string): Account | null {
  const raw = accountText(typed);
  const kind = isAccount(raw);
  if (kind === 'phone') {
    const phone = normalizePhone(raw);
    return phone ? { kind: 'phone', value: phone } : null;
  }
  if (kind === 'email') return { kind: 'email', value: raw.toLowerCase() };
  return null;
}

export function channelOf(account: Account): CodeChannel {
  return account.kind === 'phone' ? 'sms' : 'email';
}
