/**
 * Bank card and account numbers, checked the same way by the app (before sending) and the
 * server (before storing).
 */

const DIGITS_RE = /^\d{8,30}$/;
const IBAN_RE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** IBAN mod-97 check (ISO 13616). */
function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/**
 * A card or account number as stored: spaces, dashes and invisible format characters (a
 * right-to-left mark copied with it) removed, upper case; null when it is
 * not one. Accepted: 8 to 30 digits (card numbers and domestic account numbers, which follow
 * no common checksum) that are not one digit repeated (`0000000000` is a placeholder, never an
 * account), or an IBAN with a valid checksum.
 */
export function normalizeBankCardNumber(raw: string): string | null {
  const v = raw.replace(/[\s\p{Cf}-]+/gu, '').toUpperCase();
  if (DIGITS_RE.test(v)) return /^(\d)\1*$/.test(v) ? null : v;
  if (IBAN_RE.test(v) && ibanValid(v)) return v;
  return null;
}
