import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Checks that span workspaces (translations of the app and the server), run in the unit suite. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
