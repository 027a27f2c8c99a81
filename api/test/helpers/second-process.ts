import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/database';
import type { TestApp } from './test-app';

/** A second API process on `t`'s database, as behind a load balancer; `close` ends it. */
export async function secondProcess(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = createDb(t.databaseUrl);
  const app = await buildApp({ config: t.config, db, databaseUrl: t.databaseUrl, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
