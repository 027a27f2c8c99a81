import { after, before } from 'node:test';
import { createDb, type Db } from '../../src/db/database';
import { createTestDatabase } from './test-app';

/**
 * Registers the suite's `before` and `after` hooks around a fresh migrated database with no app
 * on it, reached through a pool of `max` connections; read `db` inside tests, once `before` ran.
 */
export function useScratchDb(max = 2): { db: Db } {
  const scratch = {} as { db: Db };
  let drop: () => Promise<void> = async () => {};
  before(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    scratch.db = createDb(database.url, { pool: { min: 0, max } });
  });
  after(async () => {
    await scratch.db?.destroy();
    await drop();
  });
  return scratch;
}
