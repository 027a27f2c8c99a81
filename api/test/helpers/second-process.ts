import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/database';
import { createTestApp, type TestApp } from './test-app';

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

export interface TwoProcesses {
  /** The first process, listening on `port` for sockets. */
  t: TestApp;
  port: number;
  /** A second API process on the same database, as behind a load balancer. */
  second: FastifyInstance;
}

/**
 * Registers the suite's `before` and `after` hooks around two API processes on one database, the
 * first listening for sockets; read the fields inside tests, once `before` has run.
 */
export function useTwoProcesses(): TwoProcesses {
  const two = {} as TwoProcesses;
  let closeSecond: () => Promise<void>;
  before(async () => {
    two.t = await createTestApp();
    await two.t.app.listen({ port: 0, host: '127.0.0.1' });
    two.port = (two.t.app.server.address() as { port: number }).port;
    ({ app: two.second, close: closeSecond } = await secondProcess(two.t));
  });
  after(async () => {
    await closeSecond();
    await two.t.close();
  });
  return two;
}
