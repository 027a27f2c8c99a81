import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import {
  BULK_ACTION_OFFERS,
  BULK_BATCH_SIZE,
  BULK_INLINE_LIMIT,
  BULK_MESSAGES,
  REALTIME_EVENTS,
  type BulkFailure,
  type BulkRun,
  type BulkUndoResponse,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  toBulkRun,
  type BulkChange,
  type BulkRunRow,
  type BulkRunsRepository,
} from '../repositories/bulk-runs-repository';
import { bufferedAnnouncer } from './buffered-announcer';
import type { BulkActionHandler, BulkScope, ListBulk } from './list-bulk';

export interface BulkRunnerDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  undoMinutes: number;
  log: FastifyBaseLogger;
}

/** What a bulk call asks: the action and its parameters, and the records it resolved to. */
export interface BulkRequest {
  list: ListBulk;
  action: string;
  params: Record<string, unknown>;
  ids: readonly number[];
  context: BulkScope['context'];
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

const refusedHere = (error: unknown): error is AppError => error instanceof AppError;

/** How the list offers the action: its label names the run in the audit trail. */
const offerOf = (list: ListBulk, action: string) =>
  (BULK_ACTION_OFFERS[list.list] as Record<string, { label: string }>)[action]!;

/**
 * Runs bulk actions. Up to BULK_INLINE_LIMIT records run at once in ONE transaction, answered
 * when done; more run as a job, a transaction per batch, reporting progress to the person who
 * started it and stopping between batches when cancelled. Each record is written in its own
 * savepoint, so a record its rules refuse is reported and rolled back alone while the others
 * stand. Announcements wait for their batch's commit.
 */
export function createBulkRunner({
  db,
  bulkRunsRepository,
  auditRepository,
  realtime,
  undoMinutes,
  log,
}: BulkRunnerDependencies) {
  const jobs = new Set<Promise<void>>();

  /** One batch inside `trx`: each record in a savepoint, its change kept for Undo. */
  async function applyBatch(
    request: BulkRequest,
    handler: BulkActionHandler,
    runId: number,
    ids: readonly number[],
    trx: Knex.Transaction,
    announcer: ReturnType<typeof bufferedAnnouncer>,
  ) {
    if (handler.applyMany) {
      const scope = { trx, announcer: announcer.announcer, context: request.context };
      const done = await handler.applyMany(ids, request.params, scope);
      const failures = await Promise.all(
        done.failures.map(async ({ id, reason }) => ({
          id,
          label: await request.list.label(id),
          reason,
        })),
      );
      await bulkRunsRepository.recordChanges(runId, done.changes, trx);
      const succeeded = ids.length - failures.length;
      await bulkRunsRepository.addBatch(runId, { processed: ids.length, succeeded, failures }, trx);
      return;
    }
    const failures: BulkFailure[] = [];
    const changes: BulkChange[] = [];
    let succeeded = 0;
    for (const id of ids) {
      const mark = announcer.mark();
      try {
        const outcome = await trx.transaction((savepoint) =>
          handler.apply(id, request.params, {
            trx: savepoint,
            announcer: announcer.announcer,
            context: request.context,
          }),
        );
        succeeded += 1;
        if (outcome) changes.push({ recordId: id, ...outcome });
      } catch (error) {
        announcer.rollbackTo(mark);
        if (!refusedHere(error)) throw error;
        failures.push({ id, label: await request.list.label(id), reason: error.message });
      }
    }
    await bulkRunsRepository.recordChanges(runId, changes, trx);
    await bulkRunsRepository.addBatch(runId, { processed: ids.length, succeeded, failures }, trx);
  }

  const undoable = (request: Pick<BulkRequest, 'list' | 'action'>) => {
    const offers = BULK_ACTION_OFFERS[request.list.list] as Record<string, { undoable: boolean }>;
    return offers[request.action]?.undoable === true;
  };

  const undoDeadline = (request: BulkRequest) =>
    undoable(request) ? new Date(Date.now() + undoMinutes * 60_000) : null;

  /** The one audit entry of the whole run, beside each record's own. */
  async function recordRun(
    request: BulkRequest,
    runId: number,
    action: 'bulk_action.applied' | 'bulk_action.cancelled',
    trx: Knex,
  ) {
    const run = (await bulkRunsRepository.find(runId, trx))!;
    const offer = offerOf(request.list, request.action);
    await auditRepository.record(
      {
        ...request.context.audit,
        action,
        entity: request.list.entity,
        entityId: null,
        entityLabel: `${offer.label}: ${run.total} ${request.list.list}`,
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

  async function progress(runId: number, userId: number) {
    const run = await bulkRunsRepository.find(runId);
    if (!run) return;
    await realtime.publish(
      REALTIME_EVENTS.bulkProgress,
      {
        id: run.id,
        state: run.state,
        total: run.total,
        processed: run.processed,
        succeeded: run.succeeded,
        failed: run.failures.length,
      },
      { userId },
    );
  }

  /** A job's batches, one transaction each, until done or asked to stop. */
  async function work(request: BulkRequest, handler: BulkActionHandler, runId: number) {
    for (const ids of chunks(request.ids, BULK_BATCH_SIZE)) {
      if (!(await bulkRunsRepository.goesOn(runId))) break;
      const announcer = bufferedAnnouncer();
      await db.transaction((trx) => applyBatch(request, handler, runId, ids, trx, announcer));
      await announcer.flush(realtime);
      await progress(runId, request.context.userId);
    }
    await db.transaction(async (trx) => {
      const state = await bulkRunsRepository.finish(runId, undoDeadline(request), trx);
      const action = state === 'cancelled' ? 'bulk_action.cancelled' : 'bulk_action.applied';
      await recordRun(request, runId, action, trx);
    });
    await progress(runId, request.context.userId);
  }

  function startJob(request: BulkRequest, handler: BulkActionHandler, runId: number) {
    const job = work(request, handler, runId)
      .catch(async (error: unknown) => {
        log.error({ err: error, runId }, 'bulk action job failed');
        await bulkRunsRepository.cancel(runId).catch(() => undefined);
        await bulkRunsRepository.finish(runId, null).catch(() => undefined);
        await progress(runId, request.context.userId).catch(() => undefined);
      })
      .finally(() => jobs.delete(job));
    jobs.add(job);
  }

  async function answer(runId: number): Promise<BulkRun> {
    return toBulkRun((await bulkRunsRepository.find(runId))!);
  }

  return {
    /** Runs the action at once (state `done`) or starts its job (state `running`). */
    async run(request: BulkRequest): Promise<BulkRun> {
      const handler = request.list.actions[request.action];
      if (!handler) throw new AppError('VALIDATION_FAILED', BULK_MESSAGES.unknownAction);
      if (request.ids.length === 0) throw new AppError('VALIDATION_FAILED', BULK_MESSAGES.noMatch);
      const newRun = {
        actorId: request.context.userId,
        list: request.list.list,
        action: request.action,
        params: request.params,
        recordIds: request.ids,
        requestId: request.context.requestId,
      };
      if (request.ids.length > BULK_INLINE_LIMIT) {
        const runId = await bulkRunsRepository.create(newRun);
        startJob(request, handler, runId);
        return answer(runId);
      }
      const announcer = bufferedAnnouncer();
      const runId = await db.transaction(async (trx) => {
        const id = await bulkRunsRepository.create(newRun, trx);
        await applyBatch(request, handler, id, request.ids, trx, announcer);
        await bulkRunsRepository.finish(id, undoDeadline(request), trx);
        await recordRun(request, id, 'bulk_action.applied', trx);
        return id;
      });
      await announcer.flush(realtime);
      return answer(runId);
    },

    /** A run as its owner sees it; anyone else's is not found. */
    async find(runId: number, userId: number): Promise<BulkRunRow> {
      const run = await bulkRunsRepository.find(runId);
      if (!run || run.actor_id !== userId) throw new AppError('NOT_FOUND', 'Bulk action not found');
      return run;
    },

    async cancel(runId: number, userId: number): Promise<BulkRun> {
      await this.find(runId, userId);
      if (!(await bulkRunsRepository.cancel(runId)))
        throw new AppError('CONFLICT', BULK_MESSAGES.notRunning);
      return answer(runId);
    },

    /**
     * Restores the fields the run changed, record by record through the same service calls,
     * refusing each record changed since (reported, left as it is). Batches of
     * BULK_BATCH_SIZE, each a transaction; the run is marked undone first, so two undos
     * cannot both run.
     */
    async undo(
      list: ListBulk,
      run: BulkRunRow,
      context: BulkScope['context'],
    ): Promise<BulkUndoResponse> {
      const handler = list.actions[run.action];
      if (!(handler?.undo || handler?.undoMany) || !undoable({ list, action: run.action }))
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
      for (const batch of chunks(changes, BULK_BATCH_SIZE)) {
        const announcer = bufferedAnnouncer();
        await db.transaction(async (trx) => {
          if (handler.undoMany) {
            const scope = { trx, announcer: announcer.announcer, context };
            const done = await handler.undoMany(batch, scope);
            restored += done.restored;
            for (const { id, reason } of done.refused)
              refused.push({ id, label: await list.label(id), reason });
            return;
          }
          for (const change of batch) {
            const mark = announcer.mark();
            try {
              await trx.transaction((savepoint) =>
                handler.undo!(change.recordId, change, {
                  trx: savepoint,
                  announcer: announcer.announcer,
                  context,
                }),
              );
              restored += 1;
            } catch (error) {
              announcer.rollbackTo(mark);
              if (!refusedHere(error)) throw error;
              refused.push({
                id: change.recordId,
                label: await list.label(change.recordId),
                reason: error.message,
              });
            }
          }
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
      return { run: await answer(run.id), restored, refused };
    },

    /** Waits for the jobs still running (the app is closing). */
    async drain() {
      await Promise.allSettled([...jobs]);
    },
  };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
