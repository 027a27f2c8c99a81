import type { Knex } from 'knex';
import { createDeletedRecordsRepository, PURGE_BATCH } from './deleted-records-repository';

/**
 * Housekeeping's part of bulk deletes: what they kept for Undo (the records' rows and their
 * freed files) is deleted for good once no Undo can use it, a batch per statement until a batch
 * comes back short. Answers how many records were purged.
 */
export async function purgeBulkDeletes(db: Knex, now: Date, signal: AbortSignal): Promise<number> {
  const records = createDeletedRecordsRepository();
  let purged = 0;
  for (;;) {
    signal.throwIfAborted();
    const batch = await records.purge(now, db);
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}
