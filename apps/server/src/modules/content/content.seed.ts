import type { AppContext } from '../module.ts';
import { SITE_MESSAGE_DEFAULTS } from './seed-data/site-messages.ts';
import { createSiteMessage } from './site-message.service.ts';

/** The seeded broadcasts, keyed by code so a restart adds nothing. */
export async function seedContent(ctx: AppContext): Promise<void> {
  await ctx.database.db.transaction().execute(async (tx) => {
    for (const m of SITE_MESSAGE_DEFAULTS) await createSiteMessage(tx, m);
  });
}
