import type { Knex } from 'knex';
import { BULK_BATCH_SIZE, type BulkFailure } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { AuditRepository } from '../repositories/audit-repository';
import type {
  BulkBatchResult,
  BulkChange,
  BulkRunsRepository,
} from '../repositories/bulk-runs-repository';
import type { BufferedAnnouncer } from './buffered-announcer';
import {
  isUndoable,
  offerOf,
  type BulkActionHandler,
  type BulkRefusal,
  type BulkScope,
  type ListBulk,
} from './list-bulk';

/** What a bulk call asks: the action and its parameters, and the records it resolved to. */
export interface BulkRequest {
  list: ListBulk;
  action: string;
  params: Record<string, unknown>;
  ids: readonly number[];
  context: BulkScope['context'];
}

/** `items` in batches of BULK_BATCH_SIZE, a transaction each. */
export const batchesOf = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BULK_BATCH_SIZE) }, (_, i) =>
    items.slice(i * BULK_BATCH_SIZE, (i + 1) * BULK_BATCH_SIZE),
  );

/** A record's own rules refused it (an AppError): reported. Anything else stops the run. */
export const isRefusal = (error: unknown): error is AppError => error instanceof AppError;

/** A batch's refusals as its run reports them, each record named as its list names it. */
export async function failuresOf(
  list: ListBulk,
  refusals: readonly BulkRefusal[],
): Promise<BulkFailure[]> {
  if (refusals.length === 0) return [];
  const ids = refusals.map((refusal) => refusal.id);
  const labels = list.labels
    ? await list.labels(ids)
    : new Map(await Promise.all(ids.map(async (id) => [id, await list.label(id)] as const)));
  return refusals.map(({ id, reason }) => ({ id, label: labels.get(id)!, reason }));
}

export interface BulkApplyDependencies {
  bulkRunsRepository: BulkRunsRepository;
  auditRepository: AuditRepository;
  undoMinutes: number;
}

/**
 * What every run does, at once or as a job: its records a batch at a time, each record in a
 * savepoint so that one its rules refuse is reported and rolled back alone while the others
 * stand; then the run closed with its undo deadline and its one audit entry.
 */
export function createBulkApply({
  bulkRunsRepository,
  auditRepository,
  undoMinutes,
}: BulkApplyDependencies) {
  /**
   * One batch inside `trx`: each record in a savepoint, its change kept for Undo. Answers what
   * the batch added to the run.
   */
  async function applyBatch(
    request: BulkRequest,
    handler: BulkActionHandler,
    runId: number,
    ids: readonly number[],
    trx: Knex.Transaction,
    announcer: BufferedAnnouncer,
  ): Promise<BulkBatchResult> {
    if (handler.applyMany) {
      const scope = { runId, trx, announcer: announcer.announcer, context: request.context };
      const done = await handler.applyMany(ids, request.params, scope);
      const failures = await failuresOf(request.list, done.failures);
      await bulkRunsRepository.recordChanges(runId, done.changes, trx);
      const succeeded = ids.length - failures.length;
      const result = { processed: ids.length, succeeded, failures };
      await bulkRunsRepository.addBatch(runId, result, trx);
      return result;
    }
    const refusals: BulkRefusal[] = [];
    const changes: BulkChange[] = [];
    let succeeded = 0;
    for (const id of ids) {
      const mark = announcer.mark();
      try {
        const outcome = await trx.transaction((savepoint) =>
          handler.apply(id, request.params, {
            runId,
            trx: savepoint,
            announcer: announcer.announcer,
            context: request.context,
          }),
        );
        succeeded += 1;
        if (outcome) changes.push({ recordId: id, ...outcome });
      } catch (error) {
        announcer.rollbackTo(mark);
        if (!isRefusal(error)) throw error;
        refusals.push({ id, reason: error.message });
      }
    }
    const failures = await failuresOf(request.list, refusals);
    await bulkRunsRepository.recordChanges(runId, changes, trx);
    const result = { processed: ids.length, succeeded, failures };
    await bulkRunsRepository.addBatch(runId, result, trx);
    return result;
  }

  const undoDeadline = (request: BulkRequest) =>
    isUndoable(request.list, request.action) ? new Date(Date.now() + undoMinutes * 60_000) : null;

  /**
   * Ends the run, cancelled when it was asked to stop, else done (Undo open until the deadline
   * where the action offers it), and records the run's one audit entry beside each record's own.
   */
  async function closeRun(request: BulkRequest, runId: number, trx: Knex) {
    const state = await bulkRunsRepository.finish(runId, undoDeadline(request), trx);
    const run = (await bulkRunsRepository.find(runId, trx))!;
    await auditRepository.record(
      {
        ...request.context.audit,
        action: state === 'cancelled' ? 'bulk_action.cancelled' : 'bulk_action.applied',
        entity: request.list.entity,
        entityId: null,
        entityLabel: `${offerOf(request.list, request.action).label}: ${run.total} ${request.list.list}`,
        requestId: request.context.requestId,
        changes: [
          { field: 'bulk_run', from: null, to: runId },
          { field: 'action', from: null, to: request.action },
          { field: 'params', from: null, to: request.params },
          { field: 'records', from: null, to: run.total },
          { field: 'succeeded', from: null, to: run.succeeded },
          { field: 'failed', from: null, to: run.failures.length },
        ],
      },
      trx,
    );
  }

  return { applyBatch, closeRun };
}

export type BulkApply = ReturnType<typeof createBulkApply>;
