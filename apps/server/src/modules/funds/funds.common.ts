import type { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import type { Cause } from './ledger.service.ts';

/**
 * The customer-facing number of an order: 'R' / 'W', the UTC date, and the order id padded
 * to 10 digits (unique because the id is; sortable by time).
 */
export function orderNo(prefix: 'R' | 'W', id: number, at = new Date()): string {
  return `${prefix}${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(10, '0')}`;
}

/**
 * A channel's fee for an amount: amount x rate + fixed, cut (never rounded up) to the
 * currency's decimals, so the customer is never charged a fraction more than the rate says.
 */
export function channelFee(amount: Money, c: { fee_rate: string; fee_fixed: string }, decimals: number): Money {
  return amount.times(c.fee_rate).plus(c.fee_fixed).toDecimalPlaces(decimals, Money.ROUND_DOWN);
}

/** Start of the current UTC day: daily limits count from there. */
export function utcDayStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const userCause = (userId: number): Cause => ({ type: 'user', ref: String(userId) });

/** Checks the amount against a channel's minimum and maximum. */
export function checkBounds(amount: Money, c: { min_amount: string; max_amount: string; currency_name: string }) {
  if (amount.lt(c.min_amount)) throw badRequest('funds.amount_below_min', { min: moneyString(c.min_amount), currency: c.currency_name });
  if (amount.gt(c.max_amount)) throw badRequest('funds.amount_above_max', { max: moneyString(c.max_amount), currency: c.currency_name });
}

const MESSAGE_KEY = /^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/;

/**
 * Validates a body outside Fastify's schema step (multipart forms), answering the same
 * envelope the error plugin gives a schema failure.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  if (issue && MESSAGE_KEY.test(issue.message)) throw badRequest(issue.message, { field });
  let value: unknown = data;
  for (const k of issue?.path ?? []) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined;
  const missing = issue?.code === 'invalid_type' && value === undefined;
  throw badRequest(missing ? 'error.field_required' : 'error.field_invalid', { field });
}
