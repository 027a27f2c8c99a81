import {
  createHousekeepingRepository,
  HOUSEKEEPING_BATCH,
  HOUSEKEPT_TABLES,
} from '../repositories/housekeeping-repository';
import { endAbandonedRuns } from '../bulk/bulk-job';
import { purgeBulkDeletes } from '../bulk/delete-purge';
import { endAbandonedImports } from '../imports/abandoned-imports';
import type { JobDefinition } from './job';

/**
 * Expired sessions, used or expired password reset (and invitation) links, and idempotency keys
 * past their window: deleted a batch per statement, until a batch comes back short. Bulk runs
 * whose process died mid-job are ended, and so are imports (and previews left a day); what bulk
 * deletes kept for Undo is purged once their window has closed; each is counted only when there
 * were any.
 */
export const housekeepingJob: JobDefinition = {
  name: 'housekeeping',
  cron: '20 * * * *',
  async run(app, context) {
    const repository = createHousekeepingRepository(app.db);
    const now = context.now();
    const counts: Record<string, number> = {};
    for (const table of HOUSEKEPT_TABLES) {
      counts[table] = 0;
      for (;;) {
        context.signal.throwIfAborted();
        const deleted = await repository.deleteBatch(table, now);
        counts[table] += deleted;
        if (deleted < HOUSEKEEPING_BATCH) break;
      }
    }
    context.signal.throwIfAborted();
    const abandoned = await endAbandonedRuns(app, now);
    if (abandoned > 0) counts.abandoned_bulk_runs = abandoned;
    const purged = await purgeBulkDeletes(app.db, now, context.signal);
    if (purged > 0) counts.purged_bulk_deletes = purged;
    context.signal.throwIfAborted();
    const imports = await endAbandonedImports(app, now);
    if (imports > 0) counts.abandoned_imports = imports;
    return counts;
  },
};
