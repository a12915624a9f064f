import { modules } from '../modules/index.ts';
import type { AppContext } from '../modules/module.ts';

/** Runs every module's idempotent seed in registration order. */
export async function seed(ctx: AppContext): Promise<void> {
  for (const mod of modules) {
    if (mod.seed) await mod.seed(ctx);
  }
}
