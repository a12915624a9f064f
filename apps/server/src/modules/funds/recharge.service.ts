import type { LocaleCode } from '@app/contract';
import { parseAmount } from '@app/contract/money';
import type { RechargeOrder, RechargeStatus } from '@app/contract/funds';
import { sql, type Selectable } from 'kysely';
import type { DB, Queryable, Tx } from '../../db/database.ts';
import { takeTurn } from '../../db/turns.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { channelAmount, positiveAmount } from './amount.ts';
import { channelFee, orderNo, userCause, utcDayStart } from './funds.common.ts';
import type { LocalizedName, RechargeOrderTable } from './funds.tables.ts';
import { findIdempotent, runIdempotent, type IdempotentResult } from './idempotency.ts';
import { postJournal, SYSTEM, MAIN, type Cause } from './ledger.service.ts';
import { getRechargeChannel, localized } from './reference.service.ts';
import { fileUrl, storeImageRow, type WrittenImage } from './upload.service.ts';

/**
 * Recharge (money in): pending -> credited | rejected | cancelled (by the customer, who
 * never paid). Crediting posts one journal
 * (external -> the customer's available, the channel fee to fees) and flips the status in
 * the same transaction, on the order row locked first, so an order is credited exactly once
 * whoever credits it (an operator, the demo provider) and however often.
 */

export interface SubmitRechargeInput {
  userId: number;
  channelId: number;
  amount: string;
  proofFileId?: number;
  /** SHA-256 of an image uploaded with this request: stands for it in the idempotency hash. */
  proofDigest?: string;
  /**
   * The image uploaded with this request, written but without its row: the row is stored in
   * the order's transaction, so a refused request stores no image (the caller removes the file).
   */
  proof?: WrittenImage;
  remark?: string;
  /** Demo channels are accepted only while the demo payment provider runs. */
  allowDemo: boolean;
}

/** What defines a recharge request for its idempotency key. */
export function rechargeRequest(input: SubmitRechargeInput, amount: string) {
  return {
    route: 'recharge.submit', channelId: input.channelId, amount, remark: input.remark ?? '',
    proof: input.proofDigest ?? input.proofFileId ?? null,
  };
}

type OrderRow = Selectable<RechargeOrderTable>;

/** A repeat of an already stored request (checked before an uploaded image is saved). */
export async function findRechargeReplay(db: DB, input: SubmitRechargeInput, key: string | undefined) {
  if (key === undefined) return undefined;
  // An amount that does not parse was never accepted, so nothing stored can match it; the
  // submission itself then says what is wrong with it.
  const parsed = parseAmount(input.amount, { decimals: 18 });
  if (!parsed.ok) return undefined;
  const amount = positiveAmount(parsed.value, 18).toFixed();
  return findIdempotent<RechargeView>(db, { scope: `user:${input.userId}`, key, request: rechargeRequest(input, amount) });
}

export async function submitRecharge(
  db: DB,
  input: SubmitRechargeInput,
  key: string | undefined,
  locale: LocaleCode,
): Promise<IdempotentResult<RechargeView>> {
  const channel = await getRechargeChannel(db, input.channelId);
  if (channel.is_demo && !input.allowDemo) throw badRequest('funds.channel_not_found');
  const amount = channelAmount(input.amount, channel);
  const fee = channelFee(amount, channel, channel.decimals);
  if (fee.gte(amount)) throw badRequest('funds.amount_below_fee', { fee: moneyString(fee), currency: channel.currency_name });
  const request = rechargeRequest(input, amount.toFixed());
  return runIdempotent(db, { scope: `user:${input.userId}`, key, request }, async (tx) => {
    if (input.proofFileId !== undefined) {
      const own = await tx.selectFrom('upload_file').select('id')
        .where('id', '=', input.proofFileId).where('user_id', '=', input.userId).executeTakeFirst();
      if (!own) throw badRequest('funds.upload_not_found');
    }
    if (channel.daily_limit !== null) {
      // The customer's recharges with a daily limit take turns from here to their commit, so
      // two sent at the same moment cannot both count the day without the other.
      await takeTurn(tx, 'rechargeDay', input.userId);
      const used = await dailyRecharged(tx, input.userId, channel.id);
      const remaining = new Money(channel.daily_limit).minus(used);
      if (amount.gt(remaining)) {
        throw badRequest('funds.daily_limit_exceeded', { remaining: moneyString(Money.max(remaining, 0)), currency: channel.currency_name });
      }
    }
    const proofFileId = input.proof ? (await storeImageRow(tx, input.userId, input.proof)).fileId : (input.proofFileId ?? null);
    const next = await sql<{ id: number }>`select nextval('recharge_order_id_seq') as id`.execute(tx);
    const id = Number(next.rows[0]!.id);
    const row = await tx
      .insertInto('recharge_order')
      .values({
        id, order_no: orderNo('R', id), user_id: input.userId, channel_id: channel.id, currency_id: channel.currency_id,
        amount: amount.toFixed(), fee: fee.toFixed(), proof_file_id: proofFileId,
        remark: input.remark ?? '', is_demo: channel.is_demo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getRechargeView(tx, row.id, input.userId, locale);
  });
}

async function dailyRecharged(db: Queryable, userId: number, channelId: number): Promise<Money> {
  const r = await db
    .selectFrom('recharge_order')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('used'))
    .where('user_id', '=', userId)
    .where('channel_id', '=', channelId)
    .where('created_at', '>=', utcDayStart())
    // A cancelled or rejected order brought no money: it leaves room for another try.
    .where('status', 'in', ['pending', 'credited'])
    .executeTakeFirstOrThrow();
  return new Money(r.used);
}

export type CreditOutcome = { order: OrderRow; alreadyDone: boolean };

/** Locks a recharge order (of `userId` when given); a missing one is `funds.order_not_found`. */
async function lockOrder(tx: Tx, id: number, userId?: number): Promise<OrderRow> {
  let q = tx.selectFrom('recharge_order').selectAll().where('id', '=', id);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const order = await q.forUpdate().executeTakeFirst();
  if (!order) throw notFound('funds.order_not_found');
  return order;
}

/**
 * An operator's action on an order that is no longer pending. A cancelled one says so: the
 * customer withdrew it, so money that arrives for it anyway is settled by an adjustment.
 */
function notPending(order: OrderRow): AppError {
  if (order.status === 'cancelled') return badRequest('funds.recharge_cancelled', { status: order.status });
  return badRequest('funds.recharge_not_pending', { status: order.status });
}

/**
 * The customer withdraws a pending recharge (a payment page left unpaid, a transfer not
 * made). Nothing was credited, so no journal; it then leaves the daily limit and can no
 * longer be credited. A repeat on a cancelled order is reported as already done.
 */
export async function cancelRecharge(tx: Tx, id: number, userId: number): Promise<CreditOutcome> {
  const order = await lockOrder(tx, id, userId);
  if (order.status === 'cancelled') return { order, alreadyDone: true };
  if (order.status !== 'pending') throw badRequest('funds.recharge_not_pending', { status: order.status });
  const updated = await tx
    .updateTable('recharge_order')
    .set({ status: 'cancelled', reviewed_by: userCause(userId).ref, review_note: '', reviewed_at: new Date(), updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
  return { order: updated, alreadyDone: false };
}

/**
 * Credits a pending recharge: the one path for operators and the demo provider. A repeat
 * on a credited order is reported as already done and changes nothing.
 */
export async function creditRecharge(tx: Tx, id: number, cause: Cause, note = ''): Promise<CreditOutcome> {
  const order = await lockOrder(tx, id);
  if (order.status === 'credited') return { order, alreadyDone: true };
  if (order.status !== 'pending') throw notPending(order);
  const amount = new Money(order.amount);
  const fee = new Money(order.fee);
  const net = amount.minus(fee);
  const ref = { type: 'recharge', id: order.id };
  const posted = await postJournal(tx, {
    kind: 'recharge_credit',
    userId: order.user_id,
    cause,
    ref,
    memo: order.is_demo ? `demo recharge ${order.order_no}` : `recharge ${order.order_no}`,
    entries: [
      { account: { system: SYSTEM.external, currencyId: order.currency_id }, bucket: 'available', amount: amount.neg(), type: 'recharge' },
      { account: { userId: order.user_id, currencyId: order.currency_id, purpose: MAIN }, bucket: 'available', amount: net, type: 'recharge' },
      ...(fee.isZero() ? [] : [{ account: { system: SYSTEM.fees, currencyId: order.currency_id }, bucket: 'available' as const, amount: fee, type: 'fee' }]),
    ],
  });
  const updated = await tx
    .updateTable('recharge_order')
    .set({ status: 'credited', journal_id: posted.journalId, reviewed_by: cause.ref, review_note: note, reviewed_at: new Date(), updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('funds.recharge_not_pending');
  return { order: updated, alreadyDone: false };
}

/** Rejects a pending recharge; nothing was credited, so no journal. */
export async function rejectRecharge(tx: Tx, id: number, cause: Cause, reason: string): Promise<CreditOutcome> {
  const order = await lockOrder(tx, id);
  if (order.status === 'rejected') return { order, alreadyDone: true };
  if (order.status !== 'pending') throw notPending(order);
  const updated = await tx
    .updateTable('recharge_order')
    .set({ status: 'rejected', reviewed_by: cause.ref, review_note: reason, reviewed_at: new Date(), updated_at: new Date() })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { order: updated, alreadyDone: false };
}

/** A recharge as the customer's calls answer it. */
export type RechargeView = RechargeOrder;

function rechargeQuery(db: Queryable) {
  return db
    .selectFrom('recharge_order as o')
    .innerJoin('recharge_channel_config as c', 'c.id', 'o.channel_id')
    .innerJoin('platform_currency as p', 'p.id', 'o.currency_id')
    .selectAll('o')
    .select(['c.channel_name', 'c.channel_type', 'p.currency_name', 'p.decimals']);
}

type JoinedRow = OrderRow & { channel_name: LocalizedName; channel_type: number; currency_name: string; decimals: number };

export function rechargeView(o: JoinedRow, locale: LocaleCode): RechargeView {
  return {
    id: o.id,
    orderNo: o.order_no,
    channelId: o.channel_id,
    channelName: localized(o.channel_name, locale),
    channelType: o.channel_type,
    currencyId: o.currency_id,
    currencyName: o.currency_name,
    decimals: o.decimals,
    amount: moneyString(o.amount),
    fee: moneyString(o.fee),
    creditedAmount: o.status === 'credited' ? moneyString(new Money(o.amount).minus(o.fee)) : '0',
    status: o.status,
    canCancel: o.status === 'pending',
    isDemo: o.is_demo,
    remark: o.remark,
    proofFileId: o.proof_file_id,
    proofUrl: o.proof_file_id === null ? null : fileUrl(o.proof_file_id),
    reviewNote: o.status === 'rejected' ? o.review_note : '',
    reviewedAt: o.reviewed_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
  };
}

export async function getRechargeView(db: Queryable, id: number, userId: number, locale: LocaleCode): Promise<RechargeView> {
  const o = await rechargeQuery(db).where('o.id', '=', id).where('o.user_id', '=', userId).executeTakeFirst();
  if (!o) throw notFound('funds.order_not_found');
  return rechargeView(o, locale);
}

export async function listRecharges(
  db: Queryable,
  userId: number,
  f: { status?: RechargeStatus; beforeId?: number; limit: number; offset: number },
  locale: LocaleCode,
) {
  let q = rechargeQuery(db).where('o.user_id', '=', userId);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.beforeId !== undefined) q = q.where('o.id', '<', f.beforeId);
  let c = db.selectFrom('recharge_order').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId);
  if (f.status) c = c.where('status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.orderBy('o.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((o) => rechargeView(o, locale)), total: count.n };
}

/** Orders for the operator: any user, by status, oldest first. */
/**
 * Recharges for the operators: pending ones oldest first, the others newest first. `after`
 * continues the list after that order in the same order (see listWithdrawalsForOps).
 */
export async function listRechargesForOps(db: Queryable, f: { status?: RechargeStatus; userId?: number; after?: number; limit: number; offset: number }) {
  const ascending = f.status === 'pending';
  let q = rechargeQuery(db).select(['o.user_id', 'o.reviewed_by']);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.userId) q = q.where('o.user_id', '=', f.userId);
  if (f.after !== undefined) q = q.where('o.id', ascending ? '>' : '<', f.after);
  let c = db.selectFrom('recharge_order').select(sql<number>`count(*)::int`.as('n'));
  if (f.status) c = c.where('status', '=', f.status);
  if (f.userId) c = c.where('user_id', '=', f.userId);
  const [rows, count] = await Promise.all([
    q.orderBy('o.id', ascending ? 'asc' : 'desc').limit(f.limit).offset(f.after === undefined ? f.offset : 0).execute(),
    c.executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((o) => ({ ...rechargeView(o, 'en'), userId: o.user_id, reviewedBy: o.reviewed_by, reviewNote: o.review_note })),
    total: count.n,
  };
}

/** Demo orders still pending after `olderThanMs`, for the demo payment provider. */
export async function pendingDemoRecharges(db: Queryable, olderThanMs: number, limit = 50): Promise<number[]> {
  const rows = await db
    .selectFrom('recharge_order')
    .select('id')
    .where('status', '=', 'pending')
    .where('is_demo', '=', true)
    .where('created_at', '<=', new Date(Date.now() - olderThanMs))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
