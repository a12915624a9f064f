import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { DEMO_ACCOUNT } from './demo.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR) });
await migrate(database);
await seed({ config, database });
const app = await buildApp({ config, database });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(config.DATA_DIR)}`;
const url = `http://localhost:${config.PORT}`;
process.stdout.write(
  `\n  App and API: ${url}\n  Database:    ${where}\n  Demo login:  ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n` +
    `  Verification codes (demo sender): server log and the message_outbox table\n\n`,
);
