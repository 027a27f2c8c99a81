import { after, before } from 'node:test';
import { createDb, type Db } from '../../src/db/database';
import { createTestDatabase } from './test-app';

/**
 * Registers the suite's `before` and `after` hooks around a fresh migrated database with no app
 * on it, reached through a pool of `max` connections; read `db` (and its `url`, for another pool)
 * inside tests, once `before` ran.
 */
export function useScratchDb(max = 2): { db: Db; url: string } {
  const scratch = {} as { db: Db; url: string };
  let drop: () => Promise<void> = async () => {};
  before(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    scratch.url = database.url;
    scratch.db = createDb(database.url, { pool: { min: 0, max } });
  });
  after(async () => {
    await scratch.db?.destroy();
    await drop();
  });
  return scratch;
}
