import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Tables } from './tables.ts';
import { checkedConnect } from './checked-pool.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PGliteDialect } from './pglite-dialect.ts';

export type DB = Kysely<Tables>;
export type Tx = Transaction<Tables>;
/** Either the database or an open transaction: repositories accept both. */
export type Queryable = Kysely<Tables> | Transaction<Tables>;

/** Runs a script on a pinned connection and returns the rows of its last statement. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: DB;
  /** Runs a script of several statements (migrations, seeds). */
  exec(script: string): Promise<void>;
  /** Pins one connection and runs several scripts on it (session-level locks, migrations). */
  pinned<T>(fn: (exec: ScriptRunner) => Promise<T>): Promise<T>;
  /** Round trip used by the health check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... for a PostgreSQL server. */
  url?: string;
  /** Directory for PGlite data; 'memory://' for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted or terminated it):
   * the pool drops that connection and opens a new one for the next query. Defaults to a
   * line on stderr. A connection whose failure the pool has not heard of yet is caught by the
   * check of `checked-pool.ts` before use, and told here too.
   */
  onConnectionError?: (err: Error) => void;
}

const warnConnectionError = (err: Error) => {
  process.stderr.write(`database connection lost (the next query opens a new one): ${err.message}\n`);
};

const INT8_OID = 20;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener an idle connection's error (a restart of the server, a terminated
    // backend) would be thrown as an uncaught exception and end the process.
    const onLost = opts.onConnectionError ?? warnConnectionError;
    pool.on('error', onLost);
    const connect = checkedConnect(pool, onLost);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
    return {
      kind: 'postgres',
      db,
      exec: async (script) => {
        const client = await connect();
        try {
          await client.query(script);
        } finally {
          client.release();
        }
      },
      pinned: async (fn) => {
        const client = await connect();
        try {
          return await fn(async (script) => {
            const res = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(res) ? res[res.length - 1] : res;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          client.release();
        }
      },
      ping: () => pingWith(db),
      close: () => db.destroy(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(path.resolve(dir), { recursive: true });
  // One process at a time on a directory (see data-dir-lock.ts).
  const unlock = inMemory ? () => {} : lockDataDir(dir);
  let pglite: PGlite;
  try {
    pglite = new PGlite(inMemory ? undefined : path.resolve(dir, 'pgdata'));
    await pglite.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    // Holding a Kysely connection keeps other statements from interleaving with the script.
    exec: (script) => db.connection().execute(async () => { await pglite.exec(script); }),
    pinned: (fn) =>
      db.connection().execute(() =>
        fn(async (script) => {
          const res = await pglite.exec(script);
          return (res[res.length - 1]?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    ping: () => pingWith(db),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

async function pingWith(db: DB): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
