import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../module.ts';

/** How long an idempotency key is honoured: a retry later than this is a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Removes idempotency records older than the retention, once an hour (safe in several processes). */
export async function pruneIdempotency(ctx: AppContext): Promise<number> {
  const r = await sql`delete from idempotency_record
    where created_at < now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})`.execute(ctx.database.db);
  return Number(r.numAffectedRows ?? 0);
}

export function startMaintenance(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pruneIdempotency(ctx).catch((err: unknown) => app.log.warn({ err }, 'idempotency pruning failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
