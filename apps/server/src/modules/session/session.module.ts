import type { AppModule } from '../module.ts';
import { sessionMessages } from './session.messages.ts';
import { sessionRoutes } from './session.routes.ts';
import { seedSession } from './session.seed.ts';

/** Sign-up, sign-in, sessions, verification codes, login and payment passwords. */
export const sessionModule: AppModule = {
  name: 'session',
  routes: sessionRoutes,
  seed: seedSession,
  messages: sessionMessages,
};
