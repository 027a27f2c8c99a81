import type { Knex } from 'knex';

/** Rows deleted per statement: each statement is short, so no table is locked for long. */
export const HOUSEKEEPING_BATCH = 1000;

/** What is dead weight in each table, as of `?` (the run's now). */
const DEAD_ROWS = {
  sessions: 'expires_at <= ?',
  password_resets: 'used_at is not null or revoked_at is not null or expires_at <= ?',
  idempotency_keys: 'expires_at <= ?',
  // Windows are a minute; an hour-old one counts nothing any more.
  rate_limits: "window_start <= ?::timestamptz - interval '1 hour'",
} as const;

export type HousekeptTable = keyof typeof DEAD_ROWS;
export const HOUSEKEPT_TABLES = Object.keys(DEAD_ROWS) as HousekeptTable[];

export function createHousekeepingRepository(db: Knex) {
  return {
    /**
     * Deletes at most one batch of `table`'s dead rows; answers how many. Rows another
     * transaction holds (a session being extended) are skipped, never waited for.
     */
    async deleteBatch(table: HousekeptTable, now: Date): Promise<number> {
      const result = await db.raw<{ rowCount: number }>(
        `delete from ${table} where id in (
          select id from ${table} where ${DEAD_ROWS[table]}
          limit ${HOUSEKEEPING_BATCH} for update skip locked)`,
        [now],
      );
      return result.rowCount;
    },
  };
}
