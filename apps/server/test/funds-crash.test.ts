import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createTestDatabase, dbLabel, freePort, onPostgres } from './helpers.ts';
import { balanceOf, createUser, fund, ledgerViolations, newKey, PAY_PASSWORD, USDT, type TestUser } from './funds-fixtures.ts';

/**
 * Crash test: the real server process (`src/server.ts`) is killed with SIGKILL in the middle
 * of a burst of withdrawals and cancellations, then started again. Every operation that was
 * acknowledged must be there exactly once (a repeat with its idempotency key answers the
 * same order), every operation whose answer was lost can be retried with its key and takes
 * effect once, and the ledger's invariants hold. On PostgreSQL the server uses DATABASE_URL;
 * on PGlite it uses its data directory on disk, as the embedded default does.
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const CUSTOMERS = 6;
const START_BALANCE = '1000';

interface Op {
  user: number;
  kind: 'withdraw' | 'cancel';
  key: string;
  body: Record<string, unknown>;
  /** The order id of an acknowledged answer; undefined when the answer was lost. */
  orderId?: number;
  refused?: string;
}

describe(`crash: SIGKILL in the middle of a burst (${dbLabel})`, () => {
  let dataDir: string;
  let dbUrl: string | undefined;
  let dropDb: () => Promise<void> = async () => {};
  let port: number;
  let server: ChildProcess | null = null;
  let channelId: number;
  const customers: { user: TestUser; addressId: number }[] = [];

  const env = () => {
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    return {
    ...inherited,
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PAYMENTS: '0', RATE_LIMIT_OFF: '1',
    LOG_LEVEL: 'error', NODE_ENV: 'production', WEB_DIST: path.join(dataDir, 'no-web'),
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    };
  };

  async function openDb(): Promise<Database> {
    return dbUrl ? openDatabase({ url: dbUrl, poolSize: 4 }) : openDatabase({ dataDir });
  }

  async function startServer() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
    server = child;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (up) return;
      if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function stopServer(signal: NodeJS.Signals) {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    server = null;
  }

  async function send(op: Op): Promise<{ status: number; code: number; msg: string; data?: { id: number }; replayed: boolean }> {
    const c = customers[op.user]!;
    const res = await fetch(`http://127.0.0.1:${port}/api/withdrawOrder/${op.kind === 'withdraw' ? 'submit' : 'cancel'}`, {
      method: 'POST',
      headers: { ...c.user.headers, 'content-type': 'application/json', 'idempotency-key': op.key },
      body: JSON.stringify(op.body),
    });
    const body = (await res.json()) as { code: number; msg: string; data?: { id: number } };
    return { status: res.status, ...body, replayed: res.headers.get('idempotent-replayed') === 'true' };
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funds-crash-'));
    port = await freePort();
    if (onPostgres) {
      const created = await createTestDatabase();
      dbUrl = created.url;
      await created.database.close();
      dropDb = created.drop;
    }
    // Customers, money and addresses are prepared before the server runs (PGlite is one process's database).
    const database = await openDb();
    const config = loadConfig({}, { NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_PAYMENTS: '0' });
    await migrate(database);
    await seed({ config, database });
    const db = database.db;
    channelId = (await db.selectFrom('withdraw_channel_config').select('id').where('code', '=', 'usdt-trc20').executeTakeFirstOrThrow()).id;
    for (let i = 0; i < CUSTOMERS; i++) {
      const user = await createUser(db);
      await fund(db, user.id, START_BALANCE);
      const a = await db.insertInto('user_wallet_address')
        .values({ user_id: user.id, currency_id: USDT, network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })
        .returning('id').executeTakeFirstOrThrow();
      customers.push({ user, addressId: a.id });
    }
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await stopServer('SIGKILL');
    await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged operation exactly once and the ledger balanced', async () => {
    await startServer();
    const ops: Op[] = [];
    let stop = false;
    const client = async (user: number) => {
      const mine: Op[] = [];
      while (!stop) {
        const pending = mine.filter((o) => o.kind === 'withdraw' && o.orderId !== undefined);
        const op: Op = pending.length > 2 && Math.random() < 0.3
          ? { user, kind: 'cancel', key: newKey(), body: { id: pending[Math.floor(Math.random() * pending.length)]!.orderId } }
          : { user, kind: 'withdraw', key: newKey(), body: { channelId, amount: String(10 + Math.floor(Math.random() * 20)), addressId: customers[user]!.addressId, payPassword: PAY_PASSWORD } };
        ops.push(op);
        mine.push(op);
        try {
          const r = await send(op);
          if (r.code === 200) op.orderId = r.data!.id;
          else op.refused = r.msg;
        } catch {
          return; // the server is gone: this operation's answer is lost
        }
      }
    };
    const clients = customers.map((_, i) => client(i));
    // Let the burst run, then kill the server while requests are in flight: the clients keep
    // sending until the kill, so every client has a request out when it lands.
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
    await stopServer('SIGKILL');
    stop = true;
    await Promise.all(clients);

    const acked = ops.filter((o) => o.orderId !== undefined);
    const lost = ops.filter((o) => o.orderId === undefined && o.refused === undefined);
    expect(acked.length).toBeGreaterThan(20);
    expect(lost.length).toBeGreaterThan(0);

    await startServer();
    // Acknowledged: a repeat is answered from the stored response, with the same order.
    for (const op of acked) {
      const r = await send(op);
      expect({ code: r.code, id: r.data?.id, replayed: r.replayed }).toEqual({ code: 200, id: op.orderId, replayed: true });
    }
    // Lost answers: retrying with the same key completes them once.
    for (const op of lost) {
      const first = await send(op);
      const again = await send(op);
      expect(again.replayed || first.code !== 200).toBe(true);
      if (first.code === 200) expect(again.data?.id).toBe(first.data?.id);
      else expect(first.msg).toBe(again.msg);
    }
    await stopServer('SIGTERM');

    const database = await openDb();
    try {
      const db = database.db;
      expect(await ledgerViolations(db)).toEqual([]);
      for (const [i, c] of customers.entries()) {
        const orders = await db.selectFrom('withdraw_order').select(['id', 'amount', 'status']).where('user_id', '=', c.user.id).execute();
        // One order per idempotency key that was answered with an order, and no other.
        const keys = await db.selectFrom('idempotency_record').select(['idem_key', 'response'])
          .where('scope', '=', `user:${c.user.id}`).execute();
        const submitted = new Set(ops.filter((o) => o.user === i && o.kind === 'withdraw').map((o) => o.key));
        const orderIdsByKey = keys.filter((k) => submitted.has(k.idem_key)).map((k) => (k.response as { id: number }).id);
        expect(new Set(orderIdsByKey).size).toBe(orderIdsByKey.length);
        expect(orderIdsByKey.sort((a, b) => a - b)).toEqual(orders.map((o) => o.id).sort((a, b) => a - b));
        for (const op of acked.filter((o) => o.user === i && o.kind === 'withdraw')) {
          expect(orders.some((o) => o.id === op.orderId)).toBe(true);
        }
        const frozen = orders.filter((o) => o.status === 'pending').reduce((s, o) => s + Number(o.amount), 0);
        const gone = orders.filter((o) => o.status === 'paid').length;
        expect(gone).toBe(0);
        const bal = await balanceOf(db, c.user.id);
        expect(Number(bal.frozen)).toBe(frozen);
        expect(Number(bal.available) + Number(bal.frozen)).toBe(Number(START_BALANCE));
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
