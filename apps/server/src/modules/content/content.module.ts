import type { AppModule } from '../module.ts';
import { contentMessages } from './content.messages.ts';
import { seedContent } from './content.seed.ts';
import { siteMessageRoutes } from './site-message.routes.ts';

/** Site messages (the inbox); notices, Q&A and rich text join later. */
export const contentModule: AppModule = {
  name: 'content',
  routes: siteMessageRoutes,
  seed: seedContent,
  messages: contentMessages,
};
