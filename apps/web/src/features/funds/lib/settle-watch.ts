import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/session';
import { fundsKeys } from '../api/query-keys';
import { getRechargeOrder } from '../api/recharge-orders';
import { refreshMoneyViews } from '../hooks/use-refresh-balances';

/** Asked every 3 s for the first two minutes (a provider confirms in seconds), then every 30 s. */
export const WATCH_FAST_MS = 3_000;
export const WATCH_FAST_FOR_MS = 120_000;
export const WATCH_SLOW_MS = 30_000;
/** After half an hour the order is left to the screens that show it (an operator's answer may take a day). */
export const WATCH_FOR_MS = 30 * 60_000;

const watched = new Set<number>();

/**
 * Watches a recharge submitted in this tab until it leaves `pending`, whatever screen the
 * customer is on, then marks every view of their money stale: the balance on the Assets tab
 * and the records show the credit without the customer having stayed on the order's page.
 * Stops when the order settles, is not found, the session changes, or after `WATCH_FOR_MS`.
 * Failed calls are quiet (the customer did not make them) and asked again at the next turn.
 */
export function watchRechargeUntilSettled(qc: QueryClient, id: number, now: () => number = Date.now): void {
  if (watched.has(id)) return;
  watched.add(id);
  const token = sessionStore.getState().token;
  const started = now();
  const stop = () => void watched.delete(id);
  const next = () => {
    const age = now() - started;
    if (age >= WATCH_FOR_MS) return stop();
    setTimeout(() => void check(), age < WATCH_FAST_FOR_MS ? WATCH_FAST_MS : WATCH_SLOW_MS);
  };
  const check = async () => {
    if (token === null || sessionStore.getState().token !== token) return stop();
    let order;
    try {
      order = await getRechargeOrder(id, { quiet: true });
    } catch {
      return next();
    }
    if (sessionStore.getState().token !== token) return stop();
    if (order === null) return stop();
    qc.setQueryData(fundsKeys.rechargeOrder(id), order);
    if (order.status === 'pending') return next();
    stop();
    await refreshMoneyViews(qc);
  };
  next();
}
