import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB, Tx } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

/**
 * Idempotency of money-moving requests (header `Idempotency-Key`).
 *
 * The request's effect and the row (scope, key, request hash, response) in
 * `idempotency_record` commit in the same transaction: the row is inserted last, with the
 * response, under the table's primary key. A repeat with the same key and the same request
 * returns the stored response and has no effect; with a different request it is refused
 * (`funds.idempotency_key_reused`) and nothing changes. A concurrent repeat that got as far
 * as its own insert waits on the primary key until the first transaction ends, finds the
 * key taken and rolls its work back, answering the stored response. A request that fails
 * stores nothing, so its key may be retried.
 */

/** What an `Idempotency-Key` may be. */
export const KEY_RE = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface IdempotencyInput {
  /** 'user:<id>' or 'ops:<operator>': keys of different callers never collide. */
  scope: string;
  /** The header value; undefined runs the work without idempotency. */
  key: string | undefined;
  /** The route and every field that defines the request (secrets left out). */
  request: unknown;
}

export interface IdempotentResult<T> {
  result: T;
  /** True when this is a repeat answered from the stored response. */
  replayed: boolean;
}

/** The `Idempotency-Key` header, validated; undefined when absent. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_RE.test(key)) throw badRequest('funds.idempotency_key_invalid');
  return key;
}

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(Object.keys(v).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
  }
  return v;
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(stable(request))).digest('hex');
}

/** Plain JSON (dates as ISO strings), as the stored copy will read back. */
function asJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

class Replay extends Error {}

async function storedResponse<T>(db: DB | Tx, scope: string, key: string, hash: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('idempotency_record')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw conflict('funds.idempotency_key_reused');
  return row.response as T;
}

/**
 * Looks the key up before any other work (a payment password check, for instance), so a
 * repeat or a mismatch is answered without side effects. Undefined: not seen yet.
 */
export async function findIdempotent<T>(db: DB, input: IdempotencyInput): Promise<IdempotentResult<T> | undefined> {
  if (input.key === undefined) return undefined;
  const stored = await storedResponse<T>(db, input.scope, input.key, requestHash(input.request));
  return stored === undefined ? undefined : { result: stored, replayed: true };
}

/** Runs `work` in one transaction, exactly once per (scope, key, request). */
export async function runIdempotent<T>(db: DB, input: IdempotencyInput, work: (tx: Tx) => Promise<T>): Promise<IdempotentResult<T>> {
  if (input.key === undefined) {
    return { result: asJson(await db.transaction().execute(work)), replayed: false };
  }
  const { scope, key } = input;
  const hash = requestHash(input.request);
  try {
    const result = await db.transaction().execute(async (tx) => {
      const out = asJson(await work(tx));
      const stored = await sql`
        insert into idempotency_record (scope, idem_key, request_hash, response)
        values (${scope}, ${key}, ${hash}, ${JSON.stringify(out ?? null)}::jsonb)
        on conflict do nothing
        returning 1 as stored`.execute(tx);
      if (stored.rows.length === 0) throw new Replay();
      return out;
    });
    return { result, replayed: false };
  } catch (err) {
    return afterFailedAttempt<T>(db, input, err instanceof Replay ? KEY_TAKEN : err);
  }
}

/** Marks a failed attempt whose idempotency record was refused because the key was taken. */
export const KEY_TAKEN = Symbol('idempotency key taken');

/**
 * After an attempt with a key failed and rolled back: the key may have been taken by a
 * request that committed first, or this request failed after an earlier one with the key
 * succeeded. The stored answer decides; without one the failure stands (`KEY_TAKEN`: the
 * key was taken by a different request).
 */
export async function afterFailedAttempt<T>(db: DB, input: IdempotencyInput, err: unknown): Promise<IdempotentResult<T>> {
  if (input.key === undefined) throw err;
  const stored = await storedResponse<T>(db, input.scope, input.key, requestHash(input.request));
  if (stored !== undefined) return { result: stored, replayed: true };
  if (err === KEY_TAKEN) throw conflict('funds.idempotency_key_reused');
  throw err;
}
