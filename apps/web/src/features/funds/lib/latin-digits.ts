import { latinDigits } from '@app/contract/digits';

/** Digits of every phone keypad in Latin digits (shared with the account fields). */
export { latinDigits };

/** A payment password as typed on any digit keypad: its first six digits, in Latin digits. */
export function payPasswordDigits(raw: string): string {
  return latinDigits(raw).replace(/\D/g, '').slice(0, 6);
}
