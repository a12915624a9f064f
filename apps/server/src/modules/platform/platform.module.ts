import type { AppModule } from '../module.ts';
import { platformMessages } from './platform.messages.ts';
import { platformRoutes } from './platform.routes.ts';

/** Health and the platform-wide error messages. */
export const platformModule: AppModule = {
  name: 'platform',
  routes: platformRoutes,
  messages: platformMessages,
};
