import type { AppModule } from '../module.ts';
import { demoPaymentsOn, startDemoProvider } from './demo-provider.ts';
import { fundsMessages } from './funds.messages.ts';
import { fundsRoutes } from './funds.routes.ts';
import { startMaintenance } from './maintenance.ts';
import { seedFunds } from './funds.seed.ts';
import { moneyRoutes } from './money.routes.ts';

/** The ledger, balances, recharge, withdrawal, bank cards, wallet addresses and records. */
export const fundsModule: AppModule = {
  name: 'funds',
  routes: async (app, ctx) => {
    await fundsRoutes(app, ctx);
    await moneyRoutes(app, ctx);
    if (demoPaymentsOn(ctx.config)) startDemoProvider(app, ctx);
    startMaintenance(app, ctx);
  },
  seed: seedFunds,
  messages: fundsMessages,
};
