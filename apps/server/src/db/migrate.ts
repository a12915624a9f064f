import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { TURNS } from './turns.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the versioned SQL files in db/migrations in name order (names start with a
 * UTC timestamp, `YYYYMMDDHHMM_name.sql`). Each file runs in one transaction together with
 * its bookkeeping row, so a failed migration leaves nothing behind. On PostgreSQL a session
 * advisory lock on the pinned connection makes concurrent starts of several processes safe.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  return database.pinned(async (exec) => {
    const applied: string[] = [];
    if (database.kind === 'postgres') await exec(`select pg_advisory_lock(${TURNS.migrations})`);
    try {
      await exec(`create table if not exists schema_migration (
        name text primary key, applied_at timestamptz not null default now())`);
      const done = new Set((await exec('select name from schema_migration')).map((r) => String(r.name)));
      for (const file of files) {
        if (done.has(file)) continue;
        const body = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await exec(`begin;\n${body}\n;\ninsert into schema_migration(name) values ('${name}');\ncommit;`);
        } catch (err) {
          await exec('rollback').catch(() => []);
          throw new Error(`migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
    } finally {
      if (database.kind === 'postgres') await exec(`select pg_advisory_unlock(${TURNS.migrations})`);
    }
    return applied;
  });
}
