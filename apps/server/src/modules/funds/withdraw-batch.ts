import { sql } from 'kysely';
import type { Database, DB } from '../../db/database.ts';

/**
 * Group commit of withdrawal requests. A request goes to the database as soon as no
 * batch is running; requests that arrive while one runs wait and go together in the next
 * call of `withdraw_batch` (migration 202611220408): one round trip, one transaction and one
 * commit for all of them, each with its own outcome. A batch leaves once the event loop
 * has read what the sockets hold (setImmediate), so requests received together go
 * together; nothing waits for a timer, so a lone request is not delayed, and under load the
 * batches grow by themselves. On the embedded database this matters most: PGlite runs in
 * this thread, so while it works no request is read, and without that turn of the event
 * loop every batch would hold one request.
 *
 * Ordering: a session's requests are decided in arrival order; the database locks the
 * customers' accounts in the fixed order (user, currency) before deciding, so concurrent
 * batches (of this process or others) cannot deadlock. Two requests with the same
 * idempotency key never share a batch: the later one waits for the next, where it finds the
 * first one's stored answer.
 *
 * Calls in flight: on PostgreSQL up to three batches run at once, each on its own connection
 * and backend, so the database works on both CPUs of a small machine while the server reads
 * and answers requests (measured with bench/funds-withdraw.bench.mjs: 0.38-0.44 of pgbench's
 * rate with two to four calls in flight, 0.32-0.36 with one). Batches that run at once hold
 * no request of the same session: the database could start a later call first, and a
 * session's requests must be decided in the order they came. Requests of two sessions of one
 * customer that arrive together may be decided in either order, as with several server
 * processes; accounts are locked in the fixed order, and a key stored by another call
 * meanwhile is found after its commit (or the call stops with FN003). On the embedded
 * database one: PGlite runs one statement at a time in this thread, so a second call would
 * only wait in its driver and leave the batches smaller.
 *
 * Failure: a refused request (balance, daily limit, destination, password, session) is an
 * outcome, never an error, so it cannot fail the others. If the call itself fails with an
 * error of the database (the transaction rolled back, nothing was written), each request of
 * the batch is sent again alone, so one bad request fails only itself. A lost connection
 * fails the requests of the batch without a retry (the commit may have happened), as a
 * single call would.
 */

export interface WithdrawBatchItem {
  /** sha-256 hex of the session token (the session is checked in the same call), or null. */
  token: string | null;
  /** The customer, when the caller has identified them already. */
  user_id: number | null;
  /** The payment password's vouch (see pay-password.ts), or nulls. */
  vouch_user: number | null;
  vouch_hash: string | null;
  fresh: boolean;
  key: string | null;
  req_hash: string;
  channel_id: number;
  currency_id: number;
  network: string | null;
  address_id: number | null;
  card_id: number | null;
  amount: string;
  fee: string;
  net: string;
  daily_limit: string | null;
  /** The answer without id, orderNo, createdAt and destination, which the database adds. */
  resp: Record<string, unknown>;
}

export type WithdrawBatchOutcome =
  | { s: 'ok' | 'replay'; r: Record<string, unknown> }
  | { s: 'reused' | 'session' | 'address_not_found' | 'address_wrong_network' | 'bank_card_not_found' | 'insufficient' }
  | { s: 'password'; u: number; h: string | null; c: boolean | null }
  | { s: 'daily_limit'; remaining: string }
  /** The key was taken by a concurrent transaction: ask again, the stored answer decides. */
  | { s: 'key_taken' };

interface Waiting {
  item: WithdrawBatchItem;
  solo: boolean;
  resolve: (o: WithdrawBatchOutcome) => void;
  reject: (err: unknown) => void;
}

/** Most requests in one call (a bound on the call's size and its locks). */
const MAX_BATCH = 64;
const KEY_TAKEN = 'FN003';

/** Whose request it is: the session, or the customer when the caller has identified them. */
function principalOf(item: WithdrawBatchItem): string {
  return item.token !== null ? `t:${item.token}` : `u:${item.user_id}`;
}

/** An error the database raised for the statement: it rolled back, so the requests may be sent again. */
function rolledBack(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return false;
  // Connection failures and operator intervention: the outcome of the commit is unknown.
  return !['08', '57', '58', 'XX'].includes(code.slice(0, 2));
}

export class WithdrawBatcher {
  private queue: Waiting[] = [];
  private running = 0;
  /** Sessions (or customers) with a request in a running batch. */
  private readonly busy = new Set<string>();

  constructor(private readonly db: DB, private readonly maxInFlight = 1) {}

  submit(item: WithdrawBatchItem): Promise<WithdrawBatchOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, solo: false, resolve, reject });
      this.schedule();
    });
  }

  private scheduled = false;

  /** Pumps once the event loop has read what the sockets hold, so requests already received join the batch. */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump() {
    while (this.running < this.maxInFlight && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running += 1;
      for (const w of batch) this.busy.add(principalOf(w.item));
      void this.run(batch);
    }
  }

  /**
   * The next batch: the requests in the queue in order, up to the bound, one per key, none of
   * a session (or customer) that has a request in a running batch. Once a request is held
   * back, the later ones of its session are too, so a session's requests are decided in the
   * order they came. A request sent again alone after a failed call (solo) makes a batch of
   * its own. Empty when everything waiting belongs to a running batch's sessions.
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    const held = new Set<string>();
    let closed = false;
    for (const w of this.queue) {
      const who = principalOf(w.item);
      const key = w.item.key;
      const free = !closed && !this.busy.has(who) && !held.has(who);
      if (free && w.solo && batch.length === 0) {
        batch.push(w);
        closed = true;
      } else if (free && !w.solo && batch.length < MAX_BATCH && (key === null || !keys.has(key))) {
        batch.push(w);
        if (key !== null) keys.add(key);
      } else {
        rest.push(w);
        held.add(who);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: Waiting[]) {
    let outcomes: WithdrawBatchOutcome[] | undefined;
    let failure: unknown;
    try {
      const r = await sql<{ r: WithdrawBatchOutcome[] }>`
        select withdraw_batch(${JSON.stringify(batch.map((w) => w.item))}::jsonb) as r`.execute(this.db);
      outcomes = r.rows[0]!.r;
    } catch (err) {
      failure = err;
    }
    // The next batch goes to the database before this one's answers are written, so the
    // database does not wait for them.
    this.running -= 1;
    for (const w of batch) this.busy.delete(principalOf(w.item));
    if (outcomes) {
      this.pump();
      batch.forEach((w, i) => w.resolve(outcomes[i]!));
      return;
    }
    if (batch.length > 1 && rolledBack(failure)) this.queue.unshift(...batch.map((w) => ({ ...w, solo: true })));
    else {
      for (const w of batch) {
        if ((failure as { code?: string }).code === KEY_TAKEN) w.resolve({ s: 'key_taken' });
        else w.reject(failure);
      }
    }
    this.pump();
  }
}

/** Batches a database runs at once (see above). */
export function callsInFlight(kind: Database['kind']): number {
  return kind === 'postgres' ? 3 : 1;
}

const batchers = new WeakMap<DB, WithdrawBatcher>();

/** Sets up the batcher of a database for its kind; the app does this when it registers the funds routes. */
export function setUpWithdrawBatcher(database: Database): WithdrawBatcher {
  const b = new WithdrawBatcher(database.db, callsInFlight(database.kind));
  batchers.set(database.db, b);
  return b;
}

/** The batcher of a database handle (one per handle, so tests with their own databases never share one). */
export function withdrawBatcher(db: DB): WithdrawBatcher {
  let b = batchers.get(db);
  if (!b) {
    b = new WithdrawBatcher(db);
    batchers.set(db, b);
  }
  return b;
}
