import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_INLINE_LIMIT, BULK_MESSAGES, type BulkRun } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import {
  toBulkRun,
  type BulkRunRow,
  type BulkRunsRepository,
} from '../repositories/bulk-runs-repository';
import { createBulkApply, type BulkRequest } from './bulk-apply';
import { createBulkJobs } from './bulk-job';
import { createBulkUndo } from './bulk-undo';
import { bufferedAnnouncer } from './buffered-announcer';

export interface BulkRunnerDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  auditRepository: AuditRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  undoMinutes: number;
  log: FastifyBaseLogger;
}

/**
 * Runs bulk actions. Up to BULK_INLINE_LIMIT records run at once in ONE transaction, answered
 * when done; more run as a job (bulk-job.ts). Announcements wait for their batch's commit.
 * A run is its owner's alone: anyone else's answers as not found.
 */
export function createBulkRunner({
  db,
  bulkRunsRepository,
  auditRepository,
  realtime,
  undoMinutes,
  log,
}: BulkRunnerDependencies) {
  const apply = createBulkApply({ bulkRunsRepository, auditRepository, undoMinutes });
  const jobs = createBulkJobs({ db, bulkRunsRepository, realtime, apply, log });

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
        jobs.start(request, handler, runId);
        return answer(runId);
      }
      const announcer = bufferedAnnouncer();
      const runId = await db.transaction(async (trx) => {
        const id = await bulkRunsRepository.create(newRun, trx);
        await apply.applyBatch(request, handler, id, request.ids, trx, announcer);
        await apply.closeRun(request, id, trx);
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
      await jobs.cancel(runId);
      return answer(runId);
    },

    undo: createBulkUndo({ db, bulkRunsRepository, auditRepository, realtime, log }),

    /** Waits for the jobs still running (the app is closing). */
    drain: () => jobs.drain(),
  };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
