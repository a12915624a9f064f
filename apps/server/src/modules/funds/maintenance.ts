import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../module.ts';

/** How long an idempotency key is honoured: a retry later than this is a new request. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Removes idempotency records older than the retention (safe in several processes). */
export async function pruneIdempotency(ctx: AppContext): Promise<number> {
  const r = await sql`delete from idempotency_record
    where created_at < now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})`.execute(ctx.database.db);
  return Number(r.numAffectedRows ?? 0);
}

/**
 * Removes the daily withdrawal totals of UTC days before yesterday. Only today's total is read
 * (the daily limit); yesterday's stays so that a request begun just before midnight, or a
 * cancellation of one, still finds its row. Cancelling or rejecting an older order changes
 * no total once its day is gone, which is what the limit needs: that day is over.
 */
export async function pruneDailyUsage(ctx: AppContext): Promise<number> {
  const r = await sql`delete from withdraw_daily_usage
    where day < (now() at time zone 'UTC')::date - 1`.execute(ctx.database.db);
  return Number(r.numAffectedRows ?? 0);
}

export function startMaintenance(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // Once an hour; both jobs are safe to run in several processes at once.
    timer = setInterval(() => {
      pruneIdempotency(ctx).catch((err: unknown) => app.log.warn({ err }, 'idempotency pruning failed'));
      pruneDailyUsage(ctx).catch((err: unknown) => app.log.warn({ err }, 'daily withdrawal total pruning failed'));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
