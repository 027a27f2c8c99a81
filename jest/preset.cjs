// The Jest setup every frontend package shares: jsdom, swc for TypeScript, Testing Library's
// matchers, and the browser APIs jsdom lacks. A package's jest.config.cjs is one line.
const { join } = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function frontendJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    displayName: require(join(packageDir, 'package.json')).name,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFiles: [join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: [join(__dirname, 'setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  };
};
