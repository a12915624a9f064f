import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { DEMO_ACCOUNT } from './demo.ts';

/**
 * A start-up failure as one line on stderr (what could not start and why, never a password
 * of DATABASE_URL) and exit code 1: a supervisor's log shows the cause, not a stack trace.
 */
function cannotStart(stage: string, err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  process.stderr.write(`cannot start: ${stage}: ${message.replace(/\n\s*/g, '; ')}${code && !message.includes(code) ? ` (${code})` : ''}\n`);
  process.exit(1);
}

/** DATABASE_URL without its password, to name it in a message. */
function databaseName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  cannotStart('configuration', err);
}
const where = config.DATABASE_URL ? `PostgreSQL at ${databaseName(config.DATABASE_URL)} (DATABASE_URL)` : `PGlite in ${path.resolve(config.DATA_DIR)}`;

let database: Database | null = null;
let app: FastifyInstance;
let migrated: string[] = [];
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
  migrated = await migrate(database);
  await seed({ config, database });
} catch (err) {
  await database?.close().catch(() => {});
  cannotStart(`database ${where}`, err);
}
try {
  app = await buildApp({ config, database });
  // An upgrade's record of what it changed in the database.
  if (migrated.length > 0) app.log.info({ migrations: migrated }, 'database migrations applied');
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  await database.close().catch(() => {});
  cannotStart(`listening on ${config.HOST}:${config.PORT}`, err);
}

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  // A client that stops sending in the middle of a request must not keep the process, and the
  // embedded database with it, from closing: after the grace period its connection is cut.
  const deadline = setTimeout(() => {
    app.log.warn('closing the connections still open after the grace period');
    app.server.closeAllConnections();
  }, config.SHUTDOWN_GRACE_MS);
  await app.close();
  clearTimeout(deadline);
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const url = `http://localhost:${config.PORT}`;
process.stdout.write(
  `\n  App and API: ${url}\n  Database:    ${where}\n  Demo login:  ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n` +
    `  Verification codes (demo sender): server log and the message_outbox table\n` +
    (config.DATABASE_URL && !config.OPS_CREDENTIALS ? `  Operator API: off (set OPS_CREDENTIALS=name:password to turn it on)\n` : '') +
    '\n',
);
