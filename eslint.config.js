// One lint setup for the whole repository. The import rules encode the dependency rules of
// DESIGN.md §1: apps import packages, packages never import apps, remotes never import each
// other or the shell, the API imports only the contracts, ui holds no feature code.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-customers', 'mf-leads', 'mf-tickets', 'mf-engineers', 'mf-admin'];
const APPS = ['shell', ...REMOTES];

const forbid = (patterns, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: patterns.map((group) => ({ group: [group], message })) },
  ],
});

// `api` is also the name of every feature's request folder, so the API app is matched by its src.
const appPaths = (names) =>
  names.flatMap((n) =>
    n === 'api'
      ? ['**/api/src/**', '**/api/db/**', '@trellis/api', '@trellis/api/*']
      : [`**/${n}/**`, `@trellis/${n}`],
  );

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tools/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: forbid(
      ['@trellis/platform', '@trellis/ui', '@trellis/federation', 'react', ...appPaths(APPS)],
      'The API imports only @trellis/contracts.',
    ),
  },
  {
    files: ['packages/**/*.{ts,tsx,cjs,js}'],
    rules: forbid([...appPaths(['api', ...APPS])], 'Packages never import apps.'),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: forbid(
      ['@trellis/platform', '@tanstack/*', ...appPaths(['api', ...APPS])],
      'ui holds presentation only: no feature code, no server state.',
    ),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid(
      [...appPaths(['shell', 'api', ...REMOTES.filter((r) => r !== remote)])],
      'A remote never imports the shell, the API or another remote; share through packages/.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(
      [...appPaths(['api', ...REMOTES])],
      'The shell loads remotes at run time, never imports them.',
    ),
  },
);
