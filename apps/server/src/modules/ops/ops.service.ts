import { sql } from 'kysely';
import type { DB, Queryable, Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import { signedAmount } from '../funds/amount.ts';
import { noControlCharacters } from '../funds/funds.schemas.ts';
import { runIdempotent, type IdempotentResult } from '../funds/idempotency.ts';
import { LedgerError, postJournal, SYSTEM, MAIN, type Cause } from '../funds/ledger.service.ts';
import { creditRecharge, rejectRecharge } from '../funds/recharge.service.ts';
import { getCurrency, listCurrencies } from '../funds/reference.service.ts';
import { payWithdraw, rejectWithdraw } from '../funds/withdraw.service.ts';
import './ops.tables.ts';

/**
 * Operator actions. Each runs in one transaction with its audit log row (who, what, why),
 * under the operator's idempotency scope; money moves only through the funds services and
 * the ledger API, with the operator as the journal's cause.
 */

const operatorCause = (operator: string): Cause => ({ type: 'operator', ref: operator });

async function audit(tx: Tx, operator: string, action: string, target: { type: string; id: number | null }, detail: object) {
  const row = await tx
    .insertInto('ops_audit_log')
    .values({ operator, action, target_type: target.type, target_id: target.id, detail: JSON.stringify(detail) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface OpsOutcome {
  id: number;
  status: string;
  alreadyDone: boolean;
}

/** Longest reason or note an operator may record (what the audit log and the records show). */
export const REASON_MAX = 200;

/**
 * Optional text (a note, a transfer's reference), trimmed; refused with `tooLong` beyond
 * `REASON_MAX`, and refused when it holds control or direction-changing characters: a reason
 * is shown to the customer, and must read there as the operator wrote it.
 */
function textOf(raw: string | undefined, tooLong = 'ops.note_too_long'): string {
  const text = (raw ?? '').trim();
  if (text.length > REASON_MAX) throw badRequest(tooLong);
  if (!noControlCharacters(text)) throw badRequest('ops.text_invalid');
  return text;
}

function reasonOf(raw: string | undefined): string {
  const reason = textOf(raw, 'ops.reason_too_long');
  if (!reason) throw badRequest('ops.reason_required');
  return reason;
}

/** A numeric overflow: a balance or an amount beyond what `numeric(36,18)` and the ledger hold. */
function isOutOfRange(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '22003' || (err instanceof LedgerError && /out of range/.test(err.message));
}

type Action = 'recharge.credit' | 'recharge.reject' | 'withdraw.pay' | 'withdraw.reject';

export async function reviewOrder(
  db: DB,
  operator: string,
  action: Action,
  input: { id: number; note?: string; reason?: string; txRef?: string },
  key: string | undefined,
): Promise<IdempotentResult<OpsOutcome>> {
  const reason = action.endsWith('reject') ? reasonOf(input.reason) : textOf(input.note);
  const txRef = textOf(input.txRef, 'ops.tx_ref_too_long');
  const request = { route: `ops.${action}`, id: input.id, reason, txRef: input.txRef ?? '' };
  return runIdempotent(db, { scope: `ops:${operator}`, key, request }, async (tx) => {
    const cause = operatorCause(operator);
    const outcome =
      action === 'recharge.credit' ? await creditRecharge(tx, input.id, cause, reason)
      : action === 'recharge.reject' ? await rejectRecharge(tx, input.id, cause, reason)
      : action === 'withdraw.pay' ? await payWithdraw(tx, input.id, cause, txRef, reason)
      : await rejectWithdraw(tx, input.id, cause, reason);
    if (!outcome.alreadyDone) {
      await audit(tx, operator, action, { type: action.split('.')[0]!, id: input.id }, { reason, txRef: input.txRef ?? '' });
    }
    return { id: outcome.order.id, status: outcome.order.status, alreadyDone: outcome.alreadyDone };
  });
}

export interface AdjustmentInput {
  userId: number;
  currencyId: number;
  amount: string;
  reason?: string;
}

/**
 * A correction of a customer's available balance, positive or negative, against the
 * currency's `adjustments` system account. A negative adjustment cannot take the customer
 * below zero.
 */
export async function postAdjustment(db: DB, operator: string, input: AdjustmentInput, key: string | undefined) {
  const currency = await getCurrency(db, input.currencyId);
  const amount = signedAmount(input.amount, currency.decimals);
  const reason = reasonOf(input.reason);
  const user = await db.selectFrom('app_user').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!user) throw badRequest('ops.user_not_found');
  const request = { route: 'ops.adjustment', userId: input.userId, currencyId: currency.id, amount: amount.toFixed(), reason };
  const posting = runIdempotent(db, { scope: `ops:${operator}`, key, request }, async (tx) => {
    const auditId = await audit(tx, operator, 'adjustment', { type: 'user', id: input.userId }, {
      currency: currency.currency_name, amount: amount.toFixed(), reason,
    });
    const posted = await postJournal(tx, {
      kind: 'adjustment',
      userId: input.userId,
      cause: operatorCause(operator),
      ref: { type: 'ops_audit', id: auditId },
      memo: reason,
      entries: [
        { account: { userId: input.userId, currencyId: currency.id, purpose: MAIN }, bucket: 'available', amount, type: 'adjustment' },
        { account: { system: SYSTEM.adjustments, currencyId: currency.id }, bucket: 'available', amount: amount.neg(), type: 'adjustment' },
      ],
    });
    const mine = posted.accounts.find((a) => a.userId === input.userId)!;
    return {
      journalId: posted.journalId, userId: input.userId, currencyId: currency.id, currencyName: currency.currency_name,
      amount: moneyString(amount), available: mine.available, frozen: mine.frozen,
    };
  });
  // An amount, or a balance after it, larger than an account holds: refused, nothing stored.
  return posting.catch((err: unknown) => {
    throw isOutOfRange(err) ? badRequest('funds.amount_out_of_range') : err;
  });
}

/** Every account of a customer. */
export async function userBalancesForOps(db: Queryable, userId: number) {
  const user = await db.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw badRequest('ops.user_not_found');
  const rows = await db
    .selectFrom('ledger_account as a')
    .innerJoin('platform_currency as p', 'p.id', 'a.currency_id')
    .select(['a.currency_id', 'p.currency_name', 'a.purpose', 'a.available', 'a.frozen'])
    .where('a.user_id', '=', userId)
    .orderBy('a.currency_id')
    .orderBy('a.purpose')
    .execute();
  return rows.map((r) => ({
    currencyId: r.currency_id, currencyName: r.currency_name, account: r.purpose,
    available: moneyString(r.available), frozen: moneyString(r.frozen),
  }));
}

/**
 * The ledger's health: per currency the sum of all accounts (zero when the books balance),
 * customer totals and system balances; and any violation (negative customer account, an
 * account that differs from its entries, an unbalanced journal).
 */
export async function ledgerAudit(db: Queryable) {
  const currencies = await listCurrencies(db);
  const sums = await sql<{ currency_id: number; purpose: string; system: boolean; total: string }>`
    select currency_id, purpose, user_id is null as system, sum(available + frozen) as total
    from ledger_account group by currency_id, purpose, user_id is null`.execute(db);
  const violations: string[] = [];
  const negative = await sql<{ id: number }>`
    select id from ledger_account where user_id is not null and (available < 0 or frozen < 0)`.execute(db);
  for (const r of negative.rows) violations.push(`account ${r.id} is negative`);
  const drift = await sql<{ id: number }>`
    select a.id from ledger_account a
    left join (select account_id,
                      coalesce(sum(amount) filter (where bucket = 'available'), 0) as av,
                      coalesce(sum(amount) filter (where bucket = 'frozen'), 0) as fr
               from ledger_entry group by account_id) e on e.account_id = a.id
    where a.available <> coalesce(e.av, 0) or a.frozen <> coalesce(e.fr, 0)`.execute(db);
  for (const r of drift.rows) violations.push(`account ${r.id} differs from its entries`);
  const unbalanced = await sql<{ journal_id: number }>`
    select journal_id from ledger_entry group by journal_id, currency_id having sum(amount) <> 0`.execute(db);
  for (const r of unbalanced.rows) violations.push(`journal ${r.journal_id} does not balance`);
  const out = currencies.map((c) => {
    const mine = sums.rows.filter((r) => r.currency_id === c.id);
    const total = mine.reduce((s, r) => s.plus(r.total), new Money(0));
    const customers = mine.filter((r) => !r.system).reduce((s, r) => s.plus(r.total), new Money(0));
    if (!total.isZero()) violations.push(`${c.currency_name} accounts sum to ${total.toFixed()}`);
    return {
      currencyId: c.id,
      currencyName: c.currency_name,
      sum: moneyString(total),
      customers: moneyString(customers),
      system: Object.fromEntries(mine.filter((r) => r.system).map((r) => [r.purpose, moneyString(r.total)])),
    };
  });
  return { balanced: violations.length === 0, currencies: out, violations };
}

export async function auditLog(db: Queryable, f: { after?: number; limit: number; offset: number }) {
  let q = db.selectFrom('ops_audit_log').selectAll();
  if (f.after !== undefined) q = q.where('id', '<', f.after);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).offset(f.after === undefined ? f.offset : 0).execute();
  const count = await db.selectFrom('ops_audit_log').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    rows: rows.map((r) => ({
      id: r.id, operator: r.operator, action: r.action, targetType: r.target_type, targetId: r.target_id,
      detail: r.detail, createdAt: r.created_at.toISOString(),
    })),
    total: count.n,
  };
}
