import { join } from 'node:path';
import type { Config } from '../config';
import { createDb, ensureDatabase, migrate, withDatabase, type Db } from './database';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres';

export interface Database {
  db: Db;
  url: string;
  /** Stops the embedded PostgreSQL, if this process owns one (after the pool is closed). */
  stopServer(): Promise<void>;
  /** Closes the pool, then stops the embedded PostgreSQL. */
  close(): Promise<void>;
}

/** DATABASE_URL when set; otherwise a real PostgreSQL embedded in .data/pg. Migrations run here. */
export async function connectDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<Database> {
  let embedded: EmbeddedServer | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log,
      supervise: true,
    });
    await ensureDatabase(embedded.url, 'trellis');
    url = withDatabase(embedded.url, 'trellis');
    log(
      `Embedded PostgreSQL running on port ${config.EMBEDDED_PG_PORT} (data in ${join(config.DATA_DIR, 'pg')})`,
    );
  }
  const db = createDb(url, { timeZone: config.APP_TIME_ZONE });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw new Error(`Could not reach or migrate the database: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    db,
    url,
    async stopServer() {
      await embedded?.stop();
    },
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
