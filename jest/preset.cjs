// The Jest setup every frontend package shares: jsdom, swc for TypeScript, Testing Library's
// matchers, and the browser APIs jsdom lacks. A package's jest.config.cjs is one line.
const { join } = require('node:path');

// ESM-only packages that tests load (MSW and what it imports): swc compiles them to CommonJS
// like our own code. Everything else in node_modules is used as published.
const ESM_PACKAGES = [
  'msw',
  '@mswjs',
  '@msw',
  'rettime',
  'until-async',
  'cookie',
  'tough-cookie',
  'headers-polyfill',
  'outvariant',
  'is-node-process',
  'strict-event-emitter',
  '@open-draft',
  'type-fest',
];
const esmPattern = ESM_PACKAGES.map((name) => name.replace('/', '\\/')).join('|');

/** @returns {import('jest').Config} */
module.exports = function frontendJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    displayName: require(join(packageDir, 'package.json')).name,
    // The form journeys type whole forms into jsdom: on two shared cores under load one can
    // take longer than Jest's 5 s without anything being wrong. A hang still fails.
    testTimeout: 20_000,
    // jsdom with Node's own fetch, Request, Response, File, streams... (what MSW needs).
    testEnvironment: join(__dirname, 'environment.cjs'),
    roots: ['<rootDir>/src'],
    setupFiles: [join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: [join(__dirname, 'setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // pnpm keeps packages under node_modules/.pnpm/<id>/node_modules/<name>.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPattern})/)`],
    testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  };
};
