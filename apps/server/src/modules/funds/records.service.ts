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

function recordConds(userId: number, f: Omit<RecordFilter, 'limit' | 'offset'> & { journalId?: number }) {
  const conds = [sql`e.user_id = ${userId}`];
  if (f.type) conds.push(sql`e.type = ${f.type}`);
  if (f.currencyId !== undefined) conds.push(sql`e.currency_id = ${f.currencyId}`);
  if (f.from) conds.push(sql`e.created_at >= ${f.from}`);
  if (f.to) conds.push(sql`e.created_at < ${f.to}`);
  if (f.journalId !== undefined) conds.push(sql`e.journal_id = ${f.journalId}`);
  if (f.maxId !== undefined) conds.push(sql`e.journal_id <= ${f.maxId}`);
  return sql.join(conds, sql` and `);
}

/**
 * A page of records. The page's rows (journal, type, account) are picked first from the
 * customer's entries alone, newest journal first through `ledger_entry_user_idx`, so a page
 * reads about as many entries as it shows and the ones before it; only those rows are then
 * joined to their journals, accounts and currencies and summed. (Joining and grouping the
 * whole history before the limit cost a sort of every entry the customer ever had, 0.3 s
 * per page at 100,000 entries.)
 */
function recordsPageSql(userId: number, f: Omit<RecordFilter, 'limit' | 'offset'> & { journalId?: number }, limit: number | null, offset: number) {
  return sql`
    with page as (
      select e.journal_id, e.type, e.account_id
      from ledger_entry e
      where ${recordConds(userId, f)}
      group by e.journal_id, e.type, e.account_id
      order by e.journal_id desc, e.type, e.account_id
      limit ${limit} offset ${offset}
    )
    select e.journal_id, e.type, j.kind, e.currency_id, p.currency_name, p.decimals, a.purpose,
           coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0) as available_change,
           coalesce(sum(e.amount) filter (where e.bucket = 'frozen'), 0) as frozen_change,
           max(e.available_after) as available_after, max(e.frozen_after) as frozen_after,
           j.ref_type, j.ref_id, j.memo, j.cause_type, j.created_at
    from page
    join ledger_entry e on e.journal_id = page.journal_id and e.type = page.type and e.account_id = page.account_id and e.user_id = ${userId}
    join ledger_journal j on j.id = e.journal_id
    join ledger_account a on a.id = e.account_id
    join platform_currency p on p.id = e.currency_id
    group by e.journal_id, e.type, e.account_id, j.kind, e.currency_id, p.currency_name, p.decimals, a.purpose,
             j.ref_type, j.ref_id, j.memo, j.cause_type, j.created_at
    order by e.journal_id desc, e.type, e.account_id`;
}

/**
 * Counts of records up to a journal id, by customer and filter. A record never changes once
 * written, so the count of the records up to the first page's newest (the later pages' `maxId`)
 * stays what it was: the later pages of a list take it from here instead of counting the
 * history again. Bounded; the oldest entries go first.
 */
const countsUpTo = new Map<string, number>();
const COUNTS_KEPT = 2000;

async function countRecords(db: Queryable, userId: number, f: Omit<RecordFilter, 'limit' | 'offset'>): Promise<number> {
  const key = f.maxId === undefined ? null : JSON.stringify([userId, f.type ?? null, f.currencyId ?? null, f.from?.getTime() ?? null, f.to?.getTime() ?? null, f.maxId]);
  const known = key === null ? undefined : countsUpTo.get(key);
  if (known !== undefined) return known;
  const r = await sql<{ total: number }>`
    select count(*)::int as total
    from (select 1 from ledger_entry e where ${recordConds(userId, f)} group by e.journal_id, e.type, e.account_id) t`.execute(db);
  const total = r.rows[0]?.total ?? 0;
  if (key !== null) {
    if (countsUpTo.size >= COUNTS_KEPT) countsUpTo.delete(countsUpTo.keys().next().value!);
    countsUpTo.set(key, total);
  }
  return total;
}

export async function listRecords(db: Queryable, userId: number, f: RecordFilter) {
  if (f.from && f.to && f.from >= f.to) throw badRequest('funds.date_range_invalid');
  const r = await sql<RecordRow>`${recordsPageSql(userId, f, f.limit, f.offset)}`.execute(db);
  // A first page shorter than a page is every record: no need to count them.
  const total = f.offset === 0 && r.rows.length < f.limit ? r.rows.length : await countRecords(db, userId, f);
  return { rows: r.rows.map(recordView), total };
}

/** One journal's rows for the customer, with the business record it belongs to. */
export async function recordDetail(db: Queryable, userId: number, journalId: number) {
  const r = await sql<RecordRow>`${recordsPageSql(userId, { journalId }, null, 0)}`.execute(db);
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
