import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';

/**
 * API tests run on embedded PGlite by default and on a real PostgreSQL server when
 * TEST_DATABASE_URL is set (the test script starts a throwaway cluster and sets it).
 * Each context gets its own fresh database.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const dbLabel = onPostgres ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database terminates connections the pool may still be closing.
  const database = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => {} });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  /** Changes to the seeded database before the app starts (an operator's earlier choices). */
  prepare?: (database: Database) => Promise<void>,
): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', MARKET_SOURCE: 'sim', ...overrides });
  await migrate(database);
  await seed({ config, database });
  await prepare?.(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Parses the envelope of an injected request. */
export async function call<T = unknown>(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  const body = res.json() as { code: number; msg: string; params?: Record<string, unknown>; data?: T; rows?: T[]; total?: number };
  return { status: res.statusCode, body, headers: res.headers };
}

/** A loopback port free at the moment of asking, for a server process a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
