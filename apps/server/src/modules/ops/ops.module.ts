import type { AppModule } from '../module.ts';
import { opsMessages } from './ops.messages.ts';
import { opsRoutes } from './ops.routes.ts';

/** The operator API: review recharges and withdrawals, adjustments, ledger audit. */
export const opsModule: AppModule = {
  name: 'ops',
  routes: opsRoutes,
  messages: opsMessages,
};
