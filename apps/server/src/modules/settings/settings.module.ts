import type { AppModule } from '../module.ts';
import { settingsMessages } from './settings.messages.ts';
import { settingsRoutes } from './settings.routes.ts';
import { seedSettings } from './settings.seed.ts';

/** Site info, exchange rates, text pages, fees, dictionary, switches, pop-ups, tips, page config, lines. */
export const settingsModule: AppModule = {
  name: 'settings',
  routes: settingsRoutes,
  seed: seedSettings,
  messages: settingsMessages,
};
