// The benches' PostgreSQL: DATABASE_URL's server when set, otherwise an embedded one whose data
// is kept in .data/pg-bench (BENCH_PG_DIR), so the 100,000-row tables are loaded once, not on
// every run. A signal stops it before the bench exits.
import { resolve } from 'node:path';
import { createDb, ensureDatabase, migrate, withDatabase } from '../api/src/db/database';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres';
import { freePort } from '../api/test/helpers/free-port';
import { load } from './bench-data';
import { stopOnSignals } from './stop-on-signals';

export const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: process.env.BENCH_PG_DIR ?? resolve(import.meta.dirname, '..', '.data', 'pg-bench'),
      port: await freePort(),
    });
if (embedded)
  stopOnSignals(
    () => embedded.stop(),
    (m) => console.log(`[bench] ${m}`),
  );
const adminUrl = process.env.DATABASE_URL ?? embedded!.url;

/** Database `name`, migrated and holding `rows` rows a table (`fresh`: dropped first); its URL. */
export async function benchDatabase(name: string, rows: number, fresh = false): Promise<string> {
  if (fresh) {
    const admin = createDb(adminUrl);
    await admin.raw(`drop database if exists "${name}" with (force)`);
    await admin.destroy();
  }
  await ensureDatabase(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  const db = createDb(url);
  await migrate(db);
  await load(db, rows);
  await db.destroy();
  return url;
}
