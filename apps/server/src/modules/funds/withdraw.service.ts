import type { LocaleCode } from '@app/contract';
import type { WithdrawOrder, WithdrawStatus } from '@app/contract/funds';
import { maskBankCard, maskWalletAddress } from '@app/contract/mask';
import { sql, type Selectable } from 'kysely';
import type { Queryable, Tx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { moneyString } from '../../lib/money.ts';
import { userCause } from './funds.common.ts';
import { readFundsSettings, type FundsSettings } from './funds.settings.ts';
import type { LocalizedName, WithdrawOrderTable } from './funds.tables.ts';
import { settleFrozen, SYSTEM, unfreeze, type Cause } from './ledger.service.ts';
import { localized } from './reference.service.ts';

/**
 * Withdrawal (money out), in two phases. At request the amount is frozen (a journal moving
 * it from available to frozen) in the same transaction that stores the order; then the
 * order is paid by an operator (frozen removed: the net amount to `external`, the fee to
 * `fees`), rejected by an operator or cancelled by the customer while pending (frozen
 * returned to available). Each settlement locks the order row first and flips its status
 * with its journal, so it happens once.
 */

type OrderRow = Selectable<WithdrawOrderTable>;
export type SettleOutcome = { order: OrderRow; alreadyDone: boolean };

async function lockOrder(tx: Tx, id: number, userId?: number): Promise<OrderRow> {
  let q = tx.selectFrom('withdraw_order').selectAll().where('id', '=', id);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const order = await q.forUpdate().executeTakeFirst();
  if (!order) throw notFound('funds.order_not_found');
  return order;
}

async function closeOrder(tx: Tx, order: OrderRow, status: WithdrawStatus, journalId: number, by: string, note: string, txRef = '') {
  return tx
    .updateTable('withdraw_order')
    .set({ status, settle_journal_id: journalId, reviewed_by: by, review_note: note, tx_ref: txRef, reviewed_at: new Date(), updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The customer takes back a pending withdrawal: the frozen amount returns to available. */
export async function cancelWithdraw(tx: Tx, id: number, userId: number): Promise<SettleOutcome> {
  const order = await lockOrder(tx, id, userId);
  if (order.status === 'cancelled') return { order, alreadyDone: true };
  if (order.status !== 'pending') throw badRequest('funds.withdraw_not_pending', { status: order.status });
  const cause = userCause(userId);
  const posted = await unfreeze(tx, {
    userId, currencyId: order.currency_id, amount: order.amount, kind: 'withdraw_cancel', type: 'withdraw_cancelled',
    cause, ref: { type: 'withdraw', id: order.id },
  });
  return { order: await closeOrder(tx, order, 'cancelled', posted.journalId, cause.ref, ''), alreadyDone: false };
}

/** An operator paid the withdrawal out: frozen removed, net to external, fee to fees. */
export async function payWithdraw(tx: Tx, id: number, cause: Cause, txRef: string, note = ''): Promise<SettleOutcome> {
  const order = await lockOrder(tx, id);
  if (order.status === 'paid') {
    // Paid already under another transfer: the operator may have sent the money twice, which
    // must not pass as done.
    if (txRef !== '' && txRef !== order.tx_ref) throw conflict('funds.withdraw_paid_other_ref', { txRef: order.tx_ref || '-' });
    return { order, alreadyDone: true };
  }
  if (order.status !== 'pending') throw badRequest('funds.withdraw_not_pending', { status: order.status });
  const posted = await settleFrozen(tx, {
    userId: order.user_id, currencyId: order.currency_id, kind: 'withdraw_pay', cause, ref: { type: 'withdraw', id: order.id },
    memo: txRef,
    parts: [
      { amount: order.net_amount, type: 'withdraw_paid', to: { system: SYSTEM.external, currencyId: order.currency_id } },
      { amount: order.fee, type: 'fee', to: { system: SYSTEM.fees, currencyId: order.currency_id } },
    ],
  });
  return { order: await closeOrder(tx, order, 'paid', posted.journalId, cause.ref, note, txRef), alreadyDone: false };
}

/** An operator refused the withdrawal: the frozen amount returns to available. */
export async function rejectWithdraw(tx: Tx, id: number, cause: Cause, reason: string): Promise<SettleOutcome> {
  const order = await lockOrder(tx, id);
  if (order.status === 'rejected') return { order, alreadyDone: true };
  if (order.status !== 'pending') throw badRequest('funds.withdraw_not_pending', { status: order.status });
  const posted = await unfreeze(tx, {
    userId: order.user_id, currencyId: order.currency_id, amount: order.amount, kind: 'withdraw_reject',
    type: 'withdraw_rejected', cause, ref: { type: 'withdraw', id: order.id }, memo: reason,
  });
  return { order: await closeOrder(tx, order, 'rejected', posted.journalId, cause.ref, reason), alreadyDone: false };
}

/** A withdrawal as the customer's calls answer it. */
export type WithdrawView = WithdrawOrder;

function withdrawQuery(db: Queryable) {
  return db
    .selectFrom('withdraw_order as o')
    .innerJoin('withdraw_channel_config as c', 'c.id', 'o.channel_id')
    .innerJoin('platform_currency as p', 'p.id', 'o.currency_id')
    .selectAll('o')
    .select(['c.channel_name', 'c.channel_type', 'p.currency_name', 'p.decimals']);
}

type JoinedRow = OrderRow & { channel_name: LocalizedName; channel_type: number; currency_name: string; decimals: number };

/** A destination snapshot as the customer sees it (masked unless the switches say full); masking twice changes nothing. */
export function maskedDestination(d: Record<string, string>, s: Pick<FundsSettings, 'bankCardFull' | 'walletAddressFull'>) {
  const out = { ...d };
  if (out.address !== undefined) out.address = maskWalletAddress(out.address, { showFull: s.walletAddressFull });
  if (out.cardNumber !== undefined) out.cardNumber = maskBankCard(out.cardNumber, { showFull: s.bankCardFull });
  return out;
}

export function withdrawView(o: JoinedRow, locale: LocaleCode, s: Pick<FundsSettings, 'bankCardFull' | 'walletAddressFull'>): WithdrawView {
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
    netAmount: moneyString(o.net_amount),
    destinationType: o.destination_type,
    destination: maskedDestination(o.destination, s),
    status: o.status,
    canCancel: o.status === 'pending',
    txRef: o.tx_ref,
    reviewNote: o.status === 'rejected' ? o.review_note : '',
    reviewedAt: o.reviewed_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
  };
}

/**
 * The view of a withdrawal being requested, without what the database gives it (id, order
 * number, creation time and the destination snapshot): withdraw_batch completes it.
 */
export function pendingWithdrawView(
  c: { id: number; channel_name: LocalizedName; channel_type: number; currency_id: number; currency_name: string; decimals: number },
  f: { amount: string; fee: string; net: string },
  locale: LocaleCode,
): Omit<WithdrawView, 'id' | 'orderNo' | 'destination' | 'createdAt'> {
  return {
    channelId: c.id,
    channelName: localized(c.channel_name, locale),
    channelType: c.channel_type,
    currencyId: c.currency_id,
    currencyName: c.currency_name,
    decimals: c.decimals,
    amount: f.amount,
    fee: f.fee,
    netAmount: f.net,
    destinationType: c.channel_type === 1 ? 'address' : 'bank_card',
    status: 'pending',
    canCancel: true,
    txRef: '',
    reviewNote: '',
    reviewedAt: null,
  };
}

export async function getWithdrawView(db: Queryable, id: number, userId: number, locale: LocaleCode, s?: FundsSettings): Promise<WithdrawView> {
  const o = await withdrawQuery(db).where('o.id', '=', id).where('o.user_id', '=', userId).executeTakeFirst();
  if (!o) throw notFound('funds.order_not_found');
  return withdrawView(o, locale, s ?? (await readFundsSettings(db)));
}

export async function listWithdrawals(
  db: Queryable,
  userId: number,
  f: { status?: WithdrawStatus; beforeId?: number; limit: number; offset: number },
  locale: LocaleCode,
) {
  let q = withdrawQuery(db).where('o.user_id', '=', userId);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.beforeId !== undefined) q = q.where('o.id', '<', f.beforeId);
  let c = db.selectFrom('withdraw_order').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId);
  if (f.status) c = c.where('status', '=', f.status);
  const settings = await readFundsSettings(db);
  const rows = await q.orderBy('o.id', 'desc').limit(f.limit).offset(f.offset).execute();
  const count = await c.executeTakeFirstOrThrow();
  return { rows: rows.map((o) => withdrawView(o, locale, settings)), total: count.n };
}

/** Orders for the operator: any user, destinations in full. */
/**
 * Withdrawals for the operators: pending ones oldest first (the order to work through them),
 * the others newest first. `after` continues the list after that order in the same order,
 * whatever was paid or added meanwhile (an offset would skip orders that left the list).
 */
export async function listWithdrawalsForOps(db: Queryable, f: { status?: WithdrawStatus; userId?: number; after?: number; limit: number; offset: number }) {
  const ascending = f.status === 'pending';
  let q = withdrawQuery(db).select(['o.user_id', 'o.reviewed_by']);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.userId) q = q.where('o.user_id', '=', f.userId);
  if (f.after !== undefined) q = q.where('o.id', ascending ? '>' : '<', f.after);
  let c = db.selectFrom('withdraw_order').select(sql<number>`count(*)::int`.as('n'));
  if (f.status) c = c.where('status', '=', f.status);
  if (f.userId) c = c.where('user_id', '=', f.userId);
  const rows = await q.orderBy('o.id', ascending ? 'asc' : 'desc').limit(f.limit).offset(f.after === undefined ? f.offset : 0).execute();
  const count = await c.executeTakeFirstOrThrow();
  const full = { bankCardFull: true, walletAddressFull: true };
  return {
    rows: rows.map((o) => ({ ...withdrawView(o, 'en', full), userId: o.user_id, reviewedBy: o.reviewed_by, reviewNote: o.review_note })),
    total: count.n,
  };
}
