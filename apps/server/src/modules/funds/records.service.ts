import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { moneyString } from '../../lib/money.ts';

/**
 * The customer's fund records: every ledger movement of their accounts, one row per journal,
 * account and movement type, with the change to available and to frozen and the balances
 * after. The types funds writes are listed in README.md; later capabilities add theirs
 * (trade_pnl, loan_disburse, ...) without changes to this code.
 */
export interface RecordFilter {
  type?: string;
  currencyId?: number;
  /** Journals up to this id only (the list as its first page saw it). */
  maxId?: number;
  /** Inclusive start and exclusive end. */
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

interface RecordRow {
  journal_id: number;
  type: string;
  kind: string;
  currency_id: number;
  currency_name: string;
  decimals: number;
  purpose: string;
  available_change: string;
  frozen_change: string;
  available_after: string;
  frozen_after: string;
  ref_type: string | null;
  ref_id: number | null;
  memo: string;
  cause_type: string;
  created_at: Date;
  total: number;
}

function recordView(r: RecordRow) {
  return {
    id: r.journal_id,
    type: r.type,
    kind: r.kind,
    currencyId: r.currency_id,
    currencyName: r.currency_name,
    /** The currency's own decimals, to show amounts of currencies finer than the site's default (BTC) in full. */
    decimals: r.decimals,
    account: r.purpose,
    amount: moneyString(r.available_change),
    frozenAmount: moneyString(r.frozen_change),
    balanceAfter: moneyString(r.available_after),
    frozenAfter: moneyString(r.frozen_after),
    refType: r.ref_type,
    refId: r.ref_id === null ? null : Number(r.ref_id),
    // Operator adjustments carry their reason; other memos are internal.
    remark: r.kind === 'adjustment' ? r.memo : '',
    createdAt: r.created_at.toISOString(),
  };
}

function recordsSql(userId: number, f: Omit<RecordFilter, 'limit' | 'offset'> & { journalId?: number }) {
  const conds = [sql`e.user_id = ${userId}`];
  if (f.type) conds.push(sql`e.type = ${f.type}`);
  if (f.currencyId !== undefined) conds.push(sql`e.currency_id = ${f.currencyId}`);
  if (f.from) conds.push(sql`e.created_at >= ${f.from}`);
  if (f.to) conds.push(sql`e.created_at < ${f.to}`);
  if (f.journalId !== undefined) conds.push(sql`e.journal_id = ${f.journalId}`);
  if (f.maxId !== undefined) conds.push(sql`e.journal_id <= ${f.maxId}`);
  return sql`
    select e.journal_id, e.type, j.kind, e.currency_id, p.currency_name, p.decimals, a.purpose,
           coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0) as available_change,
           coalesce(sum(e.amount) filter (where e.bucket = 'frozen'), 0) as frozen_change,
           max(e.available_after) as available_after, max(e.frozen_after) as frozen_after,
           j.ref_type, j.ref_id, j.memo, j.cause_type, j.created_at,
           (count(*) over ())::int as total
    from ledger_entry e
    join ledger_journal j on j.id = e.journal_id
    join ledger_account a on a.id = e.account_id
    join platform_currency p on p.id = e.currency_id
    where ${sql.join(conds, sql` and `)}
    group by e.journal_id, e.type, j.kind, e.currency_id, p.currency_name, p.decimals, a.purpose,
             j.ref_type, j.ref_id, j.memo, j.cause_type, j.created_at`;
}

export async function listRecords(db: Queryable, userId: number, f: RecordFilter) {
  if (f.from && f.to && f.from >= f.to) throw badRequest('funds.date_range_invalid');
  const r = await sql<RecordRow>`${recordsSql(userId, f)}
    order by e.journal_id desc, e.type limit ${f.limit} offset ${f.offset}`.execute(db);
  let total = r.rows[0]?.total ?? 0;
  if (r.rows.length === 0 && f.offset > 0) {
    const c = await sql<{ total: number }>`select count(*)::int as total from (${recordsSql(userId, f)}) t`.execute(db);
    total = c.rows[0]?.total ?? 0;
  }
  return { rows: r.rows.map(recordView), total };
}

/** One journal's rows for the customer, with the business record it belongs to. */
export async function recordDetail(db: Queryable, userId: number, journalId: number) {
  const r = await sql<RecordRow>`${recordsSql(userId, { journalId })} order by e.type`.execute(db);
  if (r.rows.length === 0) throw notFound('funds.order_not_found');
  const first = r.rows[0]!;
  return {
    id: journalId,
    kind: first.kind,
    refType: first.ref_type,
    refId: first.ref_id === null ? null : Number(first.ref_id),
    createdAt: first.created_at.toISOString(),
    rows: r.rows.map(recordView),
  };
}
