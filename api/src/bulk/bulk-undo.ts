import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_MESSAGES, type BulkFailure, type BulkUndoResponse } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  toBulkRun,
  type BulkChange,
  type BulkRunRow,
  type BulkRunsRepository,
} from '../repositories/bulk-runs-repository';
import { batchesOf, failuresOf, isRefusal } from './bulk-apply';
import {
  announcementsInOrder,
  bufferedAnnouncer,
  type BufferedAnnouncer,
} from './buffered-announcer';
import { inLanes, retryingDeadlocks, SET_BASED_LANES } from './batch-lanes';
import { isUndoable, offerOf, type BulkRefusal, type BulkScope, type ListBulk } from './list-bulk';

export interface BulkUndoDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  log: FastifyBaseLogger;
}

/**
 * Undo of a finished run: restores the fields the run changed (or the records it deleted),
 * record by record, refusing each record changed since (reported, left as it is). Batches of
 * BULK_BATCH_SIZE, each a transaction, their announcements told in batch order; the run is
 * marked undone first, so two undos cannot both run.
 */
export function createBulkUndo({
  db,
  bulkRunsRepository,
  auditRepository,
  realtime,
  log,
}: BulkUndoDependencies) {
  return async function undo(
    list: ListBulk,
    run: BulkRunRow,
    context: BulkScope['context'],
  ): Promise<BulkUndoResponse> {
    const handler = list.actions[run.action];
    if (!handler || !(handler.undo || handler.undoMany) || !isUndoable(list, run.action))
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
    const queue = announcementsInOrder((error) =>
      log.warn({ err: error, runId: run.id }, 'could not announce an undone batch'),
    );

    /** One batch in `trx`: what it restored, and the records it refused. */
    const undoBatch = async (batch: readonly BulkChange[], trx: Knex, held: BufferedAnnouncer) => {
      if (handler.undoMany) {
        const scope = { runId: run.id, trx, announcer: held.announcer, context };
        const done = await handler.undoMany(batch, scope);
        return { restored: done.restored, refused: await failuresOf(list, done.refused) };
      }
      const refusals: BulkRefusal[] = [];
      for (const change of batch) {
        const mark = held.mark();
        try {
          await trx.transaction((savepoint) =>
            handler.undo!(change.recordId, change, {
              runId: run.id,
              trx: savepoint,
              announcer: held.announcer,
              context,
            }),
          );
        } catch (error) {
          held.rollbackTo(mark);
          if (!isRefusal(error)) throw error;
          refusals.push({ id: change.recordId, reason: error.message });
        }
      }
      return {
        restored: batch.length - refusals.length,
        refused: await failuresOf(list, refusals),
      };
    };

    // Set-based batches two at a time, as a job runs them; per-record ones one at a time.
    const lanes = handler.undoMany ? SET_BASED_LANES : 1;
    await inLanes(
      batchesOf(changes),
      lanes,
      async () => true,
      async (batch, index) => {
        const { done, announcer } = await retryingDeadlocks(async () => {
          const held = bufferedAnnouncer();
          return {
            done: await db.transaction((trx) => undoBatch(batch, trx, held)),
            announcer: held,
          };
        });
        restored += done.restored;
        refused.push(...done.refused);
        queue.add(index, () => announcer.flush(realtime));
      },
    ).finally(() => queue.drained());
    // Batches side by side may finish out of turn; the refusals read in record order.
    refused.sort((a, b) => a.id - b.id);
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
