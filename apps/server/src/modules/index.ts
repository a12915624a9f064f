import type { AppModule } from './module.ts';
import { platformModule } from './platform/platform.module.ts';
import { sessionModule } from './session/session.module.ts';
import { settingsModule } from './settings/settings.module.ts';
import { contentModule } from './content/content.module.ts';
import { fundsModule } from './funds/funds.module.ts';
import { opsModule } from './ops/ops.module.ts';
import { quotesModule } from './quotes/quotes.module.ts';

/** All server modules in registration and seeding order. */
export const modules: AppModule[] = [platformModule, sessionModule, settingsModule, contentModule, fundsModule, opsModule, quotesModule];
