// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Source covered by a tsconfig: these files also get the rules that need type information. */
const TYPED = [
  'packages/contract/src/**/*.ts',
  'apps/server/src/**/*.ts',
  'apps/server/test/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'tests/**/*.ts',
];

/** The web app's capabilities (`apps/web/src/features/<name>`). */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * One flat config for the whole workspace. `npm run lint` runs it with --max-warnings 0, so
 * every rule here is an error in practice: keep only rules that catch real defects.
 */
export default defineConfig(
  globalIgnores(['**/dist/', '**/node_modules/', '**/coverage/', '.test-results/', 'data/', '**/.tmp/', '**/*.d.ts']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
    },
  },
  {
    // A forgotten await on a money-moving call is a real defect, so these run with types.
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // react-router's navigate() may return a promise only for data routers' transitions; it never rejects.
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The browser app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React roots do not listen for these (lib/kit/root.ts): such a handler would never run.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^on(Wheel|TouchMove)(Capture)?$/]',
          message: 'The app roots do not listen for wheel and touchmove (lib/kit/root.ts); add a native listener to the element instead.',
        },
      ],
    },
  },
  // No imports between features (STYLE.md, bulletproof-react): what several use goes to lib/
  // or components/ui, and pages made of several (home) are composed in app/.
  ...FEATURES.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${name}/)`,
              message: 'No imports between features: move what both need to lib/ or components/ui, or compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Command-line scripts and tests print on purpose.
    files: ['scripts/**', 'bench/**', '**/*.mjs', 'apps/server/src/ops/**', 'apps/server/src/server.ts', '**/test/**', 'tests/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
