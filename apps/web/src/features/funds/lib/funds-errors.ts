import { isApiError } from '@/lib/api';

/** The server's message for an order that does not exist (or is not the customer's). */
export const ORDER_NOT_FOUND = 'funds.order_not_found';

/** The server's answer for an order that does not exist (or is not the customer's). */
export function isOrderNotFound(e: unknown): boolean {
  return isApiError(e) && e.envelope?.msg === ORDER_NOT_FOUND;
}

/** The destination of a withdrawal that the server no longer has (deleted in another tab or on another device). */
export type GoneDestination = 'address' | 'card';

/** Which kind of destination the server says is gone, or null for any other failure. */
export function goneDestination(e: unknown): GoneDestination | null {
  if (!isApiError(e)) return null;
  const msg = e.envelope?.msg;
  if (msg === 'funds.address_not_found') return 'address';
  if (msg === 'funds.bank_card_not_found') return 'card';
  return null;
}

/**
 * Refusals of a withdrawal that mean the channel's rules changed since the form got them (an
 * operator changed the limits or the fee, took the channel away or turned "withdraw all" off).
 */
const WITHDRAW_RULE_MESSAGES = new Set([
  'funds.fee_changed',
  'funds.amount_below_min',
  'funds.amount_above_max',
  'funds.amount_below_fee',
  'funds.amount_too_many_decimals',
  'funds.channel_not_found',
  'funds.withdraw_all_disabled',
]);

/** Whether a refused withdrawal (or quote) says the channel's rules changed, so the form asks for them again. */
export function withdrawRulesChanged(e: unknown): boolean {
  return isApiError(e) && e.kind === 'server' && WITHDRAW_RULE_MESSAGES.has(e.envelope?.msg ?? '');
}

/** The server's refusal of a withdrawal whose fee is no longer the one the customer confirmed. */
export function isFeeChanged(e: unknown): boolean {
  return isApiError(e) && e.kind === 'server' && e.envelope?.msg === 'funds.fee_changed';
}

export type PayPasswordProblem = { kind: 'wrong'; remaining: number } | { kind: 'locked'; minutes: number };

/** A whole number of at least `min` from a message parameter, else `fallback`. */
function count(v: unknown, min: number, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
}

/** A refused payment password: wrong with the attempts left, or locked for some minutes. */
export function payPasswordProblem(e: unknown): PayPasswordProblem | null {
  if (!isApiError(e) || !e.envelope) return null;
  const params = e.envelope.params ?? {};
  if (e.envelope.msg === 'session.pay_password_wrong') return { kind: 'wrong', remaining: count(params.remaining, 0, 0) };
  if (e.envelope.msg === 'session.pay_password_locked') return { kind: 'locked', minutes: count(params.minutes, 1, 30) };
  return null;
}
