import type { Knex } from 'knex';
import { BULK_MESSAGES, type BulkFailure, type BulkUndoResponse } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  toBulkRun,
  type BulkRunRow,
  type BulkRunsRepository,
} from '../repositories/bulk-runs-repository';
import { batchesOf, failuresOf, isRefusal } from './bulk-apply';
import { bufferedAnnouncer } from './buffered-announcer';
import { isUndoable, offerOf, type BulkRefusal, type BulkScope, type ListBulk } from './list-bulk';

export interface BulkUndoDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
}

/**
 * Undo of a finished run: restores the fields the run changed (or the records it deleted),
 * record by record, refusing each record changed since (reported, left as it is). Batches of
 * BULK_BATCH_SIZE, each a transaction; the run is marked undone first, so two undos cannot both
 * run.
 */
export function createBulkUndo({
  db,
  bulkRunsRepository,
  auditRepository,
  realtime,
}: BulkUndoDependencies) {
  return async function undo(
    list: ListBulk,
    run: BulkRunRow,
    context: BulkScope['context'],
  ): Promise<BulkUndoResponse> {
    const handler = list.actions[run.action];
    if (!(handler?.undo || handler?.undoMany) || !isUndoable(list, run.action))
      throw new AppError('CONFLICT', BULK_MESSAGES.notUndoable);
    await db.transaction(async (trx) => {
      const locked = (await bulkRunsRepository.lock(run.id, trx))!;
      if (locked.state === 'running') throw new AppError('CONFLICT', BULK_MESSAGES.stillRunning);
      if (locked.undo_until === null || locked.undo_until.getTime() < Date.now())
        throw new AppError('CONFLICT', BULK_MESSAGES.undoClosed);
      await bulkRunsRepository.markUndone(run.id, trx);
    });
    const changes = await bulkRunsRepository.changes(run.id);
    const refused: BulkFailure[] = [];
    let restored = 0;
    for (const batch of batchesOf(changes)) {
      const announcer = bufferedAnnouncer();
      await db.transaction(async (trx) => {
        if (handler.undoMany) {
          const scope = { runId: run.id, trx, announcer: announcer.announcer, context };
          const done = await handler.undoMany(batch, scope);
          restored += done.restored;
          refused.push(...(await failuresOf(list, done.refused)));
          return;
        }
        const refusals: BulkRefusal[] = [];
        for (const change of batch) {
          const mark = announcer.mark();
          try {
            await trx.transaction((savepoint) =>
              handler.undo!(change.recordId, change, {
                runId: run.id,
                trx: savepoint,
                announcer: announcer.announcer,
                context,
              }),
            );
            restored += 1;
          } catch (error) {
            announcer.rollbackTo(mark);
            if (!isRefusal(error)) throw error;
            refusals.push({ id: change.recordId, reason: error.message });
          }
        }
        refused.push(...(await failuresOf(list, refusals)));
      });
      await announcer.flush(realtime);
    }
    await auditRepository.record({
      ...context.audit,
      action: 'bulk_action.undone',
      entity: list.entity,
      entityId: null,
      entityLabel: `${offerOf(list, run.action).label}: ${restored} ${list.list}`,
      requestId: context.requestId,
      changes: [
        { field: 'bulk_run', from: null, to: run.id },
        { field: 'restored', from: null, to: restored },
        { field: 'refused', from: null, to: refused.length },
      ],
    });
    return { run: toBulkRun((await bulkRunsRepository.find(run.id))!), restored, refused };
  };
}
