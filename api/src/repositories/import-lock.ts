import type { Knex } from 'knex';
import pg from 'pg';

/**
 * The advisory lock class of imports at work: a process holds (IMPORT_LOCK_CLASS, import id)
 * while it reads or writes that import. The database's other fixed keys are 7120019 (user
 * managers), 7120020 (the audit chain), 7120021 (engineer schedules) and 7120030 (the jobs).
 */
export const IMPORT_LOCK_CLASS = 7_120_040;

/**
 * How long taking an import's lock waits: a process that has just finished reading the file
 * lets go within milliseconds, so a longer wait means another process is still on it.
 */
const TAKE_TIMEOUT_MS = 5000;

/** The import's lock is held elsewhere beyond TAKE_TIMEOUT_MS. */
export class ImportLockBusy extends Error {}

/** The lock's connection went away: PostgreSQL no longer vouches for this process's work. */
export class ImportLockLost extends Error {}

export interface ImportLock {
  /** Takes the lock of `importId`, waiting at most TAKE_TIMEOUT_MS (ImportLockBusy then). */
  take(importId: number): Promise<void>;
  /** Throws ImportLockLost once the connection is gone, so that the work stops. */
  ensureHeld(): void;
  /** Ends the connection, which lets go of the lock. */
  release(): Promise<void>;
}

/**
 * One import's liveness, kept by PostgreSQL: a session-level advisory lock on a connection of
 * its own. A process that dies loses its connections and so the lock, at once, which is how the
 * sweep tells its imports from those still at work. The connection is opened outside the knex
 * pool, from the pool's own settings: a long import holding it can never starve the requests,
 * and the pool's connections, which go back and forth between queries, never carry a lock.
 */
export async function openImportLock(db: Knex): Promise<ImportLock> {
  const client = new pg.Client({
    ...(db.client.connectionSettings as pg.ClientConfig),
    application_name: 'trellis import lock',
    lock_timeout: TAKE_TIMEOUT_MS,
  });
  let lost = false;
  // A dropped connection must not crash the process: the work finds out at its next step.
  client.on('error', () => (lost = true));
  client.on('end', () => (lost = true));
  await client.connect();
  return {
    async take(importId) {
      try {
        await client.query('select pg_advisory_lock($1, $2)', [IMPORT_LOCK_CLASS, importId]);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') throw new ImportLockBusy();
        throw error;
      }
    },
    ensureHeld() {
      if (lost) throw new ImportLockLost();
    },
    async release() {
      await client.end().catch(() => undefined);
    },
  };
}
