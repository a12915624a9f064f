import { z } from 'zod';
import { intField } from '../../lib/int-field.ts';
import { amountField } from './amount.ts';

/** Request schemas of the funds routes. Field errors answer `error.field_invalid` with the field name. */

export const id = intField(1);
const optional = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), field.optional());
export const optionalId = optional(id);
/** Currency ids are the database's `int` (platform_currency.id): a larger number is no currency. */
export const currencyId = intField(1, 2_147_483_647);
const optionalCurrencyId = optional(currencyId);
/** A non-negative decimal as the server writes amounts (`0`, `1.5`): a fee the app was shown. */
const PLAIN_AMOUNT = /^\d{1,30}(\.\d{1,30})?$/;

/** '1' / 'true' / true / 1 are yes; '0' / 'false' / false / 0 / absent are no. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const text = (max: number) => z.string().max(max).optional();

/**
 * Control characters (other than tab and line breaks) have no place in a customer's note, nor
 * have the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they
 * would make a note (a transaction hash) read differently on an operator's screen than it is.
 */
export function noControlCharacters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return false;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return false;
  }
  return true;
}
const remark = z.string().max(200, 'funds.remark_invalid').refine(noControlCharacters, 'funds.remark_invalid').optional();

const paging = {
  pageNum: intField(1, 100_000).optional(),
  pageSize: intField(1, 100).optional(),
};

export const currencyQuery = z.object({ currencyId: optionalCurrencyId });

export const bankConfigQuery = z.object({ configType: intField(0, 99).default(0) });

export const rechargeSubmitBody = z.object({
  channelId: id,
  amount: amountField,
  proofFileId: optionalId,
  remark,
});

export const idBody = z.object({ id });
export const idQuery = z.object({ id });
export const fileQuery = z.object({ fileId: id });

const blank = (v: unknown) => (v === '' ? undefined : v);

/**
 * Order lists: `params[beforeId]` asks for the orders older than the last one a list has
 * loaded (its next page; `pageNum` then counts from there), so that orders created meanwhile
 * or leaving the status filter do not shift the pages.
 */
export const rechargeListQuery = z.object({
  ...paging,
  params: z.object({ status: z.preprocess(blank, z.enum(['pending', 'credited', 'rejected', 'cancelled']).optional()), beforeId: optionalId }).optional(),
});
export const withdrawListQuery = z.object({
  ...paging,
  params: z.object({ status: z.preprocess(blank, z.enum(['pending', 'paid', 'rejected', 'cancelled']).optional()), beforeId: optionalId }).optional(),
});

/**
 * A withdrawal is of a typed amount or of everything available (`withdrawAll`), never both:
 * an amount sent with `withdrawAll` is refused rather than ignored, since the customer may
 * have meant that amount. An empty amount counts as none.
 */
const amountOrAll = <T extends { amount?: string; withdrawAll: boolean }>(v: T, ctx: z.RefinementCtx) => {
  if (v.withdrawAll && v.amount !== undefined && v.amount !== '') {
    ctx.addIssue({ code: 'custom', message: 'error.field_invalid', path: ['amount'] });
  }
};

export const withdrawQuoteQuery = z
  .object({
    channelId: id,
    amount: amountField.optional(),
    withdrawAll: flag,
  })
  .superRefine(amountOrAll);

/**
 * A crypto channel pays to `addressId`, a bank channel to `bankCardId`; the service says
 * which one the channel needs. Both at once is refused: one of them would be ignored.
 */
export const withdrawSubmitBody = z
  .object({
    channelId: id,
    amount: amountField.optional(),
    withdrawAll: flag,
    addressId: optionalId,
    bankCardId: optionalId,
    payPassword: z.string().min(1).max(64),
    /** The fee the customer was shown; absent: not checked (older clients). */
    expectedFee: optional(amountField.refine((v) => PLAIN_AMOUNT.test(v), { message: 'error.field_invalid' })),
  })
  .superRefine(amountOrAll)
  .superRefine((v, ctx) => {
    if (v.addressId !== undefined && v.bankCardId !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'error.field_invalid', path: ['bankCardId'] });
    }
  });

export const bankCardAddBody = z.object({
  bankId: id,
  holderName: z.string().max(100),
  cardNumber: z.string().max(60),
  branch: text(200),
});

export const addressAddBody = z.object({
  currencyId,
  network: z.string().max(20),
  address: z.string().max(120),
  label: text(100),
});

export const addressListQuery = z.object({ currencyId: optionalCurrencyId, network: z.string().regex(/^[A-Za-z0-9]{0,20}$/).optional() });

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The span the database stores dates in: the years 1 to 9999. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const END_OF_TIME = new Date('9999-12-31T23:59:59.999Z');
/** 'YYYY-MM-DD' (a UTC day) or an ISO date-time, from the year 1 to 9999. */
function realDate(s: string): boolean {
  if (s === '') return true;
  const day = s.slice(0, 10);
  if (!DATE_RE.test(day) || (s.length > 10 && s[10] !== 'T')) return false;
  // Date.parse rolls 2026-02-30 over to March; a real calendar day reads back unchanged.
  const d = new Date(`${day}T00:00:00Z`);
  const at = Date.parse(s);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && !Number.isNaN(at)
    && at >= FIRST_INSTANT && at <= END_OF_TIME.getTime();
}
const dateParam = z.string().max(40).refine(realDate).optional();

export const recordListQuery = z.object({
  ...paging,
  params: z
    .object({
      type: z.string().regex(/^[a-z][a-z0-9_]{0,40}$/).optional().or(z.literal('')),
      currencyId: optionalCurrencyId,
      /** Movements up to this journal id only: the list as its first page saw it (records are never changed). */
      maxId: optionalId,
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
  // The day after 9999-12-31 is beyond what the database stores: the range ends just before it.
  return d > END_OF_TIME ? END_OF_TIME : d;
}
