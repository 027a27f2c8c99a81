import { fileURLToPath } from 'node:url';
import knex, { type Knex } from 'knex';
import pg from 'pg';

// Dates stay 'YYYY-MM-DD' strings (no time-zone shifting); counts come back as numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export const migrationsDir = fileURLToPath(new URL('../../db/migrations', import.meta.url));
export const seedsDir = fileURLToPath(new URL('../../db/seeds', import.meta.url));

export type Db = Knex;

export interface DbOptions {
  pool?: { min: number; max: number };
  /** The business time zone (APP_TIME_ZONE): `current_date` in SQL is its today. */
  timeZone?: string;
}

/**
 * Knex warns with a full stack for every failed connection attempt: during a database outage
 * that is hundreds of lines a second. Print each distinct first line at most every 10 s.
 */
function quietKnexLog() {
  const lastSeen = new Map<string, number>();
  const print = (message: unknown) => {
    const line = String(message).split('\n')[0]!;
    const now = Date.now();
    if (now - (lastSeen.get(line) ?? 0) < 10_000) return;
    lastSeen.set(line, now);
    console.warn(`[db] ${line}`);
  };
  return { warn: print, error: print, deprecate: print, debug: () => {} };
}

export function createDb(
  connectionString: string,
  { pool = { min: 0, max: 10 }, timeZone = 'UTC' }: DbOptions = {},
): Db {
  return knex({
    client: 'pg',
    connection: { connectionString, connectionTimeoutMillis: 5000 },
    pool: {
      ...pool,
      // Every connection speaks the business time zone, so current_date (expiry filters,
      // overdue, holiday status) means the business today in every query, with no SQL changed.
      afterCreate(connection: pg.Client, done: (error: Error | null, c: pg.Client) => void) {
        connection.query(`set time zone ${connection.escapeLiteral(timeZone)}`).then(
          () => done(null, connection),
          (error: Error) => done(error, connection),
        );
      },
    },
    acquireConnectionTimeout: 10000,
    log: quietKnexLog(),
    migrations: { directory: migrationsDir, loadExtensions: ['.ts'], tableName: 'knex_migrations' },
    seeds: { directory: seedsDir, loadExtensions: ['.ts'] },
  });
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest();
}

/** Same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function ensureDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const tpl = template ? ` template "${template}"` : '';
      await admin.query(`create database "${name}"${tpl}`);
    }
  } finally {
    await admin.end();
  }
}
