import { sql } from 'kysely';
import type { Queryable } from './database.ts';

/**
 * The classes of the advisory locks the server takes, in one list so that no two uses share a
 * class by accident. A lock is a class and a key (a customer, an account); transactions that
 * take the same one take turns until the first commits.
 */
export const TURNS = {
  /** Migrations of several starting processes (a session lock, see migrate.ts). */
  migrations: 724001,
  /** Verification codes issued for one account. */
  accountCodes: 724101,
  /** A customer's recharges counted against a daily limit. */
  rechargeDay: 724102,
  /** A customer's additions to the watch list, counted against its maximum. */
  watchListAdd: 724103,
} as const;

/**
 * Waits for the turn of `key` in `turn` and keeps it until the caller's transaction ends. A
 * string key is hashed by the database (`hashtext`).
 */
export async function takeTurn(tx: Queryable, turn: Exclude<keyof typeof TURNS, 'migrations'>, key: number | string): Promise<void> {
  const k = typeof key === 'number' ? sql`${key}` : sql`hashtext(${key})`;
  await sql`select pg_advisory_xact_lock(${TURNS[turn]}, ${k})`.execute(tx);
}
