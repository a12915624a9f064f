import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppContext } from '../module.ts';
import { creditRecharge, pendingDemoRecharges } from './recharge.service.ts';

/**
 * The demo payment provider: stands in for a payment gateway so the recharge flow can be
 * tried without real money. It credits recharges submitted on demo channels (`is_demo`,
 * named as a demo payment ("Demo payment (simulated ...)") in every locale's words, and flagged `isDemo` on the record)
 * about five seconds after submission, through `creditRecharge`, the same path an
 * operator's credit takes, with the cause rule 'demo-provider'.
 *
 * On by default for the embedded database, off with PostgreSQL; DEMO_PAYMENTS=1 / 0 decides
 * explicitly. When off, demo channels are neither listed nor accepted. An order the customer
 * cancelled is never credited: `creditRecharge` refuses it under the order's lock, so one
 * cancelled between the provider's look-up and its credit is skipped.
 */
export const DEMO_CREDIT_DELAY_MS = 5000;
const POLL_MS = 1000;

export function demoPaymentsOn(config: Config): boolean {
  if (config.DEMO_PAYMENTS !== undefined) return config.DEMO_PAYMENTS === '1';
  return !config.DATABASE_URL && config.NODE_ENV !== 'test';
}

export function startDemoProvider(app: FastifyInstance, ctx: AppContext, delayMs = DEMO_CREDIT_DELAY_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closing = false;
  const db = ctx.database.db;

  const tick = async () => {
    const ids = await pendingDemoRecharges(db, delayMs);
    for (const id of ids) {
      if (closing) return;
      try {
        await db.transaction().execute((tx) => creditRecharge(tx, id, { type: 'rule', ref: 'demo-provider' }, 'demo payment'));
      } catch (err) {
        if (err instanceof AppError && err.msgKey === 'funds.recharge_cancelled') continue;
        throw err;
      }
      app.log.info({ rechargeId: id }, 'demo payment provider credited a recharge');
    }
  };
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((err: unknown) => app.log.warn({ err }, 'demo payment provider failed; retrying'))
        .finally(schedule);
    }, POLL_MS);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
