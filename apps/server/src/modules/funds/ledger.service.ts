/**
 * The ledger's internal service API: the only code that writes balances. Every capability
 * that moves money (funds, trading, loans, pledge, mining, new shares, rewards) calls
 * `postJournal`, `freeze`, `unfreeze` or `settleFrozen` inside its own transaction, together
 * with its business effect, so both commit or neither does.
 *
 * Guarantees (see README.md, "Ledger"):
 * - a journal's entries sum to zero per currency (checked here and by a trigger in SQL);
 * - a customer account never goes below zero in either bucket: debits are conditional
 *   updates, and `check (available >= 0 and frozen >= 0)` backs them in the database;
 * - accounts are locked in one fixed order (customer accounts by user, currency, purpose,
 *   then system accounts by currency, purpose), so concurrent journals cannot deadlock;
 * - every journal records its cause (the customer, the operator or the rule).
 */
import { sql } from 'kysely';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { Money, moneyString } from '../../lib/money.ts';
import type { CauseType } from './funds.tables.ts';

export type Bucket = 'available' | 'frozen';

/** The customer's main funds account of a currency (recharge, withdraw, trading margin). */
export const MAIN = 'main';

/** The platform's accounts per currency. They may go negative (see the migration). */
export const SYSTEM = {
  /** Money that entered (deposits, negative) or left (payouts, positive) the platform. */
  external: 'external',
  /** Fees the platform earned. */
  fees: 'fees',
  /** Operator corrections; the other side of every adjustment. */
  adjustments: 'adjustments',
} as const;

export type AccountRef =
  | { userId: number; currencyId: number; purpose?: string }
  | { system: string; currencyId: number };

export interface Cause {
  type: CauseType;
  /** The user id, the operator's name or the rule's name. */
  ref: string;
}

export interface EntryInput {
  account: AccountRef;
  bucket: Bucket;
  /** Signed: positive adds to the bucket, negative takes from it. */
  amount: Money | string;
  /** Movement type shown in the customer's records (recharge, withdraw_freeze, fee, ...). */
  type: string;
}

export interface JournalInput {
  /** What happened, e.g. 'recharge_credit', 'withdraw_request', 'adjustment'. */
  kind: string;
  /** The customer the journal concerns, if any. */
  userId: number | null;
  cause: Cause;
  /** The business record, e.g. { type: 'withdraw', id: 12 }. */
  ref?: { type: string; id: number };
  memo?: string;
  entries: EntryInput[];
}

export interface AccountBalance {
  accountId: number;
  userId: number | null;
  currencyId: number;
  purpose: string;
  available: string;
  frozen: string;
}

export interface PostedJournal {
  journalId: number;
  /** Balances of the touched accounts after the journal. */
  accounts: AccountBalance[];
}

/** Thrown for a journal that is not well-formed: a programming error, never user input. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

const KIND_RE = /^[a-z][a-z0-9_]*$/;
const LIMIT = new Money('1e18');

interface AccountDelta {
  key: string;
  ref: AccountRef;
  userId: number | null;
  currencyId: number;
  purpose: string;
  available: Money;
  frozen: Money;
}

function purposeOf(ref: AccountRef): string {
  return 'system' in ref ? ref.system : (ref.purpose ?? MAIN);
}

/** The fixed lock order: customer accounts (user, currency, purpose), then system accounts. */
function orderKey(d: AccountDelta): string {
  const owner = d.userId === null ? `1:${'0'.repeat(20)}` : `0:${String(d.userId).padStart(20, '0')}`;
  return `${owner}:${String(d.currencyId).padStart(10, '0')}:${d.purpose}`;
}

function checkJournal(input: JournalInput): { entries: (EntryInput & { value: Money })[]; deltas: AccountDelta[] } {
  if (!KIND_RE.test(input.kind)) throw new LedgerError(`bad journal kind ${input.kind}`);
  if (!input.cause.ref) throw new LedgerError('journal without cause');
  if (input.entries.length === 0) throw new LedgerError('journal without entries');
  const sums = new Map<number, Money>();
  const deltas = new Map<string, AccountDelta>();
  const entries = input.entries.map((e) => {
    const value = new Money(e.amount);
    if (!value.isFinite() || value.isZero()) throw new LedgerError('entry amount must be a non-zero number');
    if (value.decimalPlaces() > 18 || value.abs().gte(LIMIT)) throw new LedgerError('entry amount out of range');
    if (!KIND_RE.test(e.type)) throw new LedgerError(`bad entry type ${e.type}`);
    const isSystem = 'system' in e.account;
    if (isSystem && e.bucket === 'frozen') throw new LedgerError('system accounts have no frozen bucket');
    const currencyId = e.account.currencyId;
    sums.set(currencyId, (sums.get(currencyId) ?? new Money(0)).plus(value));
    const purpose = purposeOf(e.account);
    const userId = 'userId' in e.account ? e.account.userId : null;
    const key = `${userId ?? 's'}:${currencyId}:${purpose}`;
    const d = deltas.get(key) ?? { key, ref: e.account, userId, currencyId, purpose, available: new Money(0), frozen: new Money(0) };
    if (e.bucket === 'available') d.available = d.available.plus(value);
    else d.frozen = d.frozen.plus(value);
    deltas.set(key, d);
    return { ...e, value };
  });
  for (const [currencyId, sum] of sums) {
    if (!sum.isZero()) throw new LedgerError(`journal does not balance in currency ${currencyId}: ${sum.toFixed()}`);
  }
  const ordered = [...deltas.values()].sort((a, b) => (orderKey(a) < orderKey(b) ? -1 : 1));
  return { entries, deltas: ordered };
}

interface Applied {
  journalId: number;
  accounts: { id: number; available: string; frozen: string }[];
}

/** SQLSTATE raised by ledger_apply when a customer account would go below zero. */
const INSUFFICIENT = 'FN001';

/**
 * Posts one balanced journal: the database function `ledger_apply` (migration
 * 202611220404) locks the accounts in the fixed order (creating them on first use), refuses
 * to take a customer account below zero, updates the balances and stores the journal and
 * its entries, in one call. Throws `funds.insufficient_balance` when a customer account
 * would go negative, having written nothing. `db` is the caller's open transaction (or the
 * database, when the journal is the whole operation).
 */
/** The journal as `ledger_apply` takes it, checked and with its accounts in the lock order. */
export function journalPayload(input: JournalInput) {
  const { entries, deltas } = checkJournal(input);
  const index = new Map(deltas.map((x, i) => [x.key, i]));
  const payload = {
    kind: input.kind,
    userId: input.userId,
    causeType: input.cause.type,
    causeRef: input.cause.ref,
    refType: input.ref?.type ?? null,
    refId: input.ref?.id ?? null,
    memo: input.memo ?? '',
    accounts: deltas.map((x) => ({
      userId: x.userId, currencyId: x.currencyId, purpose: x.purpose, da: x.available.toFixed(), df: x.frozen.toFixed(),
    })),
    entries: entries.map((e) => ({ account: index.get(accountKey(e.account))!, bucket: e.bucket, type: e.type, amount: e.value.toFixed() })),
  };
  return { payload, deltas };
}

/** The error of a ledger call: `funds.insufficient_balance` for SQLSTATE FN001, else unchanged. */
export function ledgerFailure(err: unknown): unknown {
  return (err as { code?: string }).code === INSUFFICIENT ? new AppError('funds.insufficient_balance', {}, 400) : err;
}

export async function postJournal(db: Queryable, input: JournalInput): Promise<PostedJournal> {
  const { payload, deltas } = journalPayload(input);
  let applied: Applied;
  try {
    const r = await sql<{ r: Applied }>`select ledger_apply(${JSON.stringify(payload)}::jsonb) as r`.execute(db);
    applied = r.rows[0]!.r;
  } catch (err) {
    throw ledgerFailure(err);
  }
  return {
    journalId: Number(applied.journalId),
    accounts: deltas.map((x, i) => {
      const a = applied.accounts[i]!;
      return {
        accountId: Number(a.id), userId: x.userId, currencyId: x.currencyId, purpose: x.purpose,
        available: moneyString(a.available), frozen: moneyString(a.frozen),
      };
    }),
  };
}

function accountKey(ref: AccountRef): string {
  const userId = 'userId' in ref ? ref.userId : null;
  return `${userId ?? 's'}:${ref.currencyId}:${purposeOf(ref)}`;
}

interface MoveInput {
  userId: number;
  currencyId: number;
  purpose?: string;
  amount: Money | string;
  kind: string;
  /** Movement type in the customer's records. */
  type: string;
  cause: Cause;
  ref?: { type: string; id: number };
  memo?: string;
}

function positive(amount: Money | string): Money {
  const v = new Money(amount);
  if (!v.isFinite() || v.lte(0)) throw new LedgerError('amount must be positive');
  return v;
}

/** The journal of a freeze: `amount` of a customer account from available to frozen. */
export function freezeJournal(m: MoveInput): JournalInput {
  const v = positive(m.amount);
  const account = { userId: m.userId, currencyId: m.currencyId, purpose: m.purpose ?? MAIN };
  return {
    kind: m.kind, userId: m.userId, cause: m.cause, ref: m.ref, memo: m.memo,
    entries: [
      { account, bucket: 'available', amount: v.neg(), type: m.type },
      { account, bucket: 'frozen', amount: v, type: m.type },
    ],
  };
}

/** Moves `amount` of a customer account from available to frozen (a pending withdrawal, an open order). */
export function freeze(db: Queryable, m: MoveInput): Promise<PostedJournal> {
  return postJournal(db, freezeJournal(m));
}

/** Returns `amount` of a customer account from frozen to available (a cancelled or rejected request). */
export function unfreeze(db: Queryable, m: MoveInput): Promise<PostedJournal> {
  const v = positive(m.amount);
  const account = { userId: m.userId, currencyId: m.currencyId, purpose: m.purpose ?? MAIN };
  return postJournal(db, {
    kind: m.kind, userId: m.userId, cause: m.cause, ref: m.ref, memo: m.memo,
    entries: [
      { account, bucket: 'frozen', amount: v.neg(), type: m.type },
      { account, bucket: 'available', amount: v, type: m.type },
    ],
  });
}

export interface SettlePart {
  amount: Money | string;
  /** Movement type of this part in the customer's records (withdraw_paid, fee, ...). */
  type: string;
  /** Where this part goes (a system account, or another customer's available bucket). */
  to: AccountRef;
}

/**
 * Takes frozen money out of a customer account for good, in parts that each go to an
 * account: a paid withdrawal sends the net amount to `external` and the fee to `fees`.
 */
export function settleFrozen(
  db: Queryable,
  m: Omit<MoveInput, 'amount' | 'type'> & { parts: SettlePart[] },
): Promise<PostedJournal> {
  const account = { userId: m.userId, currencyId: m.currencyId, purpose: m.purpose ?? MAIN };
  const entries: EntryInput[] = [];
  for (const p of m.parts) {
    const v = new Money(p.amount);
    if (v.isZero()) continue;
    if (v.isNegative()) throw new LedgerError('settle parts must be positive');
    if (p.to.currencyId !== m.currencyId) throw new LedgerError('settle parts stay in one currency');
    entries.push({ account, bucket: 'frozen', amount: v.neg(), type: p.type });
    entries.push({ account: p.to, bucket: 'available', amount: v, type: p.type });
  }
  return postJournal(db, { kind: m.kind, userId: m.userId, cause: m.cause, ref: m.ref, memo: m.memo, entries });
}
