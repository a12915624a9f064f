import { z } from 'zod';
import { amountField } from './amount.ts';

/** Request schemas of the funds routes. Field errors answer `error.field_invalid` with the field name. */

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

/** '1' / 'true' / true / 1 are yes; '0' / 'false' / false / 0 / absent are no. */
export const flag = z
  .union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false', ''])])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const text = (max: number) => z.string().max(max).optional();

const paging = {
  pageNum: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
};

export const currencyQuery = z.object({ currencyId: optionalId });

export const bankConfigQuery = z.object({ configType: z.coerce.number().int().min(0).max(99).default(0) });

export const rechargeSubmitBody = z.object({
  channelId: id,
  amount: amountField,
  proofFileId: optionalId,
  remark: text(200),
});

export const idBody = z.object({ id });
export const idQuery = z.object({ id });
export const fileQuery = z.object({ fileId: id });

const blank = (v: unknown) => (v === '' ? undefined : v);

export const rechargeListQuery = z.object({
  ...paging,
  params: z.object({ status: z.preprocess(blank, z.enum(['pending', 'credited', 'rejected']).optional()) }).optional(),
});
export const withdrawListQuery = z.object({
  ...paging,
  params: z.object({ status: z.preprocess(blank, z.enum(['pending', 'paid', 'rejected', 'cancelled']).optional()) }).optional(),
});

export const withdrawQuoteQuery = z.object({
  channelId: id,
  amount: amountField.optional(),
  withdrawAll: flag,
});

export const withdrawSubmitBody = z.object({
  channelId: id,
  amount: amountField.optional(),
  withdrawAll: flag,
  addressId: optionalId,
  bankCardId: optionalId,
  payPassword: z.string({ message: 'error.field_required' }).min(1).max(64),
});

export const bankCardAddBody = z.object({
  bankId: id,
  holderName: z.string().max(100),
  cardNumber: z.string().max(60),
  branch: text(200),
});

export const addressAddBody = z.object({
  currencyId: id,
  network: z.string().max(20),
  address: z.string().max(120),
  label: text(100),
});

export const addressListQuery = z.object({ currencyId: optionalId, network: text(20) });

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** 'YYYY-MM-DD' (a UTC day) or an ISO date-time. */
function realDate(s: string): boolean {
  if (s === '') return true;
  const day = s.slice(0, 10);
  if (!DATE_RE.test(day) || (s.length > 10 && s[10] !== 'T')) return false;
  // Date.parse rolls 2026-02-30 over to March; a real calendar day reads back unchanged.
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && !Number.isNaN(Date.parse(s));
}
const dateParam = z.string().max(40).refine(realDate).optional();

export const recordListQuery = z.object({
  ...paging,
  params: z
    .object({
      type: z.string().regex(/^[a-z][a-z0-9_]{0,40}$/).optional().or(z.literal('')),
      currencyId: optionalId,
      startTime: dateParam,
      endTime: dateParam,
    })
    .optional(),
});

/** Start of a filter range. */
export function rangeStart(s: string | undefined): Date | undefined {
  return s ? new Date(DATE_RE.test(s) ? `${s}T00:00:00Z` : s) : undefined;
}

/** End of a filter range, exclusive: a bare date includes that whole day. */
export function rangeEnd(s: string | undefined): Date | undefined {
  if (!s) return undefined;
  if (!DATE_RE.test(s)) return new Date(s);
  const d = new Date(`${s}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}
