import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDb, withDatabase, type Db } from '../../src/db/database';
import { TEST_BASE_ENV } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and an app on it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !template)
    throw new Error('Run the API tests with `pnpm test` (api/test/run.ts prepares the database).');
  const name = `trellis_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Every test app's undeclared error answers (src/plugins/app/error-coverage.ts), live. */
const undeclaredErrors: (readonly string[])[] = [];

// Reported when the test file's process ends, not when an app closes, so that a file's own
// clean-up after close() still runs: the list goes to stderr and the file fails.
process.on('exit', () => {
  const found = [...new Set(undeclaredErrors.flat())];
  if (found.length === 0) return;
  process.stderr.write(
    `Error answers missing from their route's schema.response (add them with errorResponses):\n${found.join('\n')}\n`,
  );
  process.exitCode = 1;
});

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'onRoute' | 'jobs'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_BASE_ENV,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Hundreds of apps would each start the job engine; the job tests turn it on.
    JOBS: 'off',
    // Tests change sessions, users and roles in SQL and expect the very next request to see it;
    // the cache's own tests (test/auth/session-cache.test.ts) turn it on.
    SESSION_CACHE_MS: '0',
    // The same for the board and the attendance month; test/dispatch/board-cache.test.ts turns
    // it on.
    BOARD_CACHE_MS: '0',
    // The same for the receivables' figures; test/receivables/figures-cache.test.ts turns it on.
    FIGURES_CACHE_MS: '0',
    // The same for the engineers list; test/engineers/list-cache.test.ts turns it on.
    ENGINEER_LIST_CACHE_MS: '0',
    // The same for the audit trail's pages; test/audit/page-cache.test.ts turns it on.
    AUDIT_PAGE_CACHE_MS: '0',
    // Load shedding answers 503 while the event loop lags a second. The suite runs beside the
    // type checkers and linters on two cores, where such a lag is normal, and a 503 in the middle
    // of a sweep fails it; test/system/load-shedding.test.ts turns it on.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = createDb(database.url, { timeZone: config.APP_TIME_ZONE });
  const app = await buildApp({
    config,
    db,
    databaseUrl: database.url,
    logger: false,
    ...options,
  });
  await app.ready();
  undeclaredErrors.push(app.undeclaredErrors);
  return {
    app,
    db,
    config,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
