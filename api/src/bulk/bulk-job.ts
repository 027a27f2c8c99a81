import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { BulkRunsRepository } from '../repositories/bulk-runs-repository';
import { batchesOf, type BulkApply, type BulkRequest } from './bulk-apply';
import { bufferedAnnouncer } from './buffered-announcer';
import type { BulkActionHandler } from './list-bulk';

export interface BulkJobsDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  apply: BulkApply;
  log: FastifyBaseLogger;
}

/**
 * Runs too large to answer at once: a transaction per batch, `bulk:progress` to the person who
 * started it after each, and a stop between batches once `cancel_requested` is set.
 */
export function createBulkJobs({
  db,
  bulkRunsRepository,
  realtime,
  apply,
  log,
}: BulkJobsDependencies) {
  const running = new Set<Promise<void>>();

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

  /** The job's batches, one transaction each, until done or asked to stop. */
  async function work(request: BulkRequest, handler: BulkActionHandler, runId: number) {
    for (const ids of batchesOf(request.ids)) {
      if (!(await bulkRunsRepository.goesOn(runId))) break;
      const announcer = bufferedAnnouncer();
      await db.transaction((trx) => apply.applyBatch(request, handler, runId, ids, trx, announcer));
      await announcer.flush(realtime);
      await progress(runId, request.context.userId);
    }
    await db.transaction((trx) => apply.closeRun(request, runId, trx));
    await progress(runId, request.context.userId);
  }

  return {
    /** Starts the job of a run just created (state `running`); it is not awaited. */
    start(request: BulkRequest, handler: BulkActionHandler, runId: number) {
      const job = work(request, handler, runId)
        .catch(async (error: unknown) => {
          log.error({ err: error, runId }, 'bulk action job failed');
          await bulkRunsRepository.cancel(runId).catch(() => undefined);
          await bulkRunsRepository.finish(runId, null).catch(() => undefined);
          await progress(runId, request.context.userId).catch(() => undefined);
        })
        .finally(() => running.delete(job));
      running.add(job);
    },

    /** Asks a running job to stop before its next batch. */
    async cancel(runId: number): Promise<void> {
      if (!(await bulkRunsRepository.cancel(runId)))
        throw new AppError('CONFLICT', BULK_MESSAGES.notRunning);
    },

    /** Waits for the jobs still running (the app is closing). */
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

export type BulkJobs = ReturnType<typeof createBulkJobs>;
