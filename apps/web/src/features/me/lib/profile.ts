import { borrowsDateData, intlDataTag, latinNumbersTag } from '@/lib/i18n/number-format';
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
 * A calendar date in the language `tag`'s own format (`Nov 22, 2026`, `22.11.2026`), with Latin
 * digits as the rest of the app writes them, and the month in digits where the browser lends the
 * language a neighbour's month names (`borrowsDateData`); `null` for a missing or unreadable date.
 */
export function calendarDateFormat(tag: string, hasData?: (tag: string) => boolean): (iso: string | null | undefined) => string | null {
  const borrowed = borrowsDateData(tag, hasData);
  const f = new Intl.DateTimeFormat(latinNumbersTag(intlDataTag(tag, hasData)), {
    year: 'numeric',
    month: borrowed ? '2-digit' : 'short',
    day: borrowed ? '2-digit' : 'numeric',
  });
  return (iso) => {
    if (!iso) return null;
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : f.format(d);
  };
}
