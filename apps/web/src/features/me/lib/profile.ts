import type { UserInfo } from '@/lib/session';

/** The name a customer is shown under: the nickname, else the account they sign in with. */
export function displayName(user: Pick<UserInfo, 'nickname' | 'account'>): string {
  return user.nickname?.trim() || user.account;
}

/** First letter of the display name, for the avatar of a user without a picture. */
export function nameInitial(name: string): string {
  return [...name][0]?.toUpperCase() ?? '';
}

/** `isSetWithPwd` arrives as a boolean or as 0/1 (spec point 3); anything else means not set. */
export function isPayPasswordSet(user: Pick<UserInfo, 'isSetWithPwd'>): boolean {
  return user.isSetWithPwd === true || user.isSetWithPwd === 1;
}

/**
 * A calendar date in the language's own format (`Nov 22, 2026`, `22.11.2026`), with Latin
 * digits as the rest of the app writes them; `null` for a missing or unreadable date.
 */
export function calendarDateFormat(latinTag: string): (iso: string | null | undefined) => string | null {
  const f = new Intl.DateTimeFormat(latinTag, { year: 'numeric', month: 'short', day: 'numeric' });
  return (iso) => {
    if (!iso) return null;
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : f.format(d);
  };
}
