/**
 * The settings every API the tests start shares, in this process or a child one: silent, and
 * serving no web files or remotes, so that no build has to exist for the suite to run.
 */
export const TEST_BASE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:8080',
  WEB_DIR: '/nonexistent',
  REMOTES_DIR: '/nonexistent',
  REMOTES_MANIFEST: '/nonexistent/remotes.json',
} as const;
