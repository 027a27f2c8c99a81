// One lint setup for the whole repository. The import rules encode the dependency rules, so
// each part can be built and released alone: apps import packages, packages never import apps,
// remotes never import each other or the shell, the API imports only the contracts, ui holds no
// feature code.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The remotes come from their one registry.
const REMOTES = JSON.parse(
  readFileSync(new URL('./packages/contracts/src/remotes.json', import.meta.url), 'utf8'),
).map((remote) => remote.package);
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

// Inside a feature, requests and hooks sit below the components: what both need lives in
// utils/, hooks or the contracts, never in components/.
const FEATURE_LOWER_LAYERS = ['api', 'hooks'];
const NO_COMPONENTS = {
  group: ['**/components', '**/components/**'],
  message:
    "A feature's api/ and hooks/ never import its components/: move what both need to utils/.",
};

// Features of one remote stay apart, as bulletproof-react keeps them: a feature imports its own
// files and what the remote shares (src/components, src/utils), never another feature, except
// where one is built on another and says so here.
const FEATURE_DEPENDENCIES = {
  // The dispatch board shows and assigns tickets: their keys, cache and formats are its own.
  dispatch: ['tickets'],
  // The leave month view is Attendance's month grid.
  leaves: ['attendance'],
};

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
      [
        '@trellis/platform',
        '@trellis/ui',
        '@trellis/ui/*',
        '@trellis/federation',
        'react',
        ...appPaths(APPS),
      ],
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
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['remote', 'feature'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          message:
            'A feature never imports another feature: share through src/components or src/utils (or declare it in FEATURE_DEPENDENCIES).',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            ...Object.entries(FEATURE_DEPENDENCIES).map(([feature, uses]) => ({
              from: { element: { type: 'feature', captured: { feature } } },
              allow: { to: { element: { type: 'feature', captured: { feature: uses } } } },
            })),
          ],
        },
      ],
    },
  },
  {
    ...reactHooks.configs.flat.recommended,
    files: [...APPS.map((app) => `${app}/**/*.{ts,tsx}`), 'packages/**/*.{ts,tsx}'],
  },
  {
    files: APPS.flatMap((app) =>
      FEATURE_LOWER_LAYERS.map((layer) => `${app}/src/features/*/${layer}/**/*.{ts,tsx}`),
    ),
    // The typescript-eslint twin of no-restricted-imports: a second rule, so it adds to the app
    // boundaries above instead of replacing them for these files (the last options would win).
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_COMPONENTS] }],
    },
  },
);
