import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { Realtime } from '../plugins/app/realtime';
import type { BulkRunRow, BulkRunsRepository } from '../repositories/bulk-runs-repository';
import { batchesOf, type BulkApply, type BulkRequest } from './bulk-apply';
import { announcementsInOrder, bufferedAnnouncer } from './buffered-announcer';
import { inLanes, retryingDeadlocks, SET_BASED_LANES } from './batch-lanes';
import type { BulkActionHandler } from './list-bulk';

/**
 * A job beats before each batch, and a batch takes seconds: a run silent this long lost its
 * process, and housekeeping ends it.
 */
export const BULK_JOB_SILENCE_MS = 15 * 60_000;

/** `bulk:progress` of a run, told to the account that started it. */
const progressOf = (run: BulkRunRow) => ({
  id: run.id,
  state: run.state,
  total: run.total,
  processed: run.processed,
  succeeded: run.succeeded,
  failed: run.failures.length,
});

/**
 * Ends the runs whose job stopped with its process (`running`, silent for BULK_JOB_SILENCE_MS
 * before `now`): cancelled, as a job that fails ends, and told to their owners like any job's
 * end. Answers how many.
 */
export async function endAbandonedRuns(
  { bulkRunsRepository, realtime }: Pick<BulkJobsDependencies, 'bulkRunsRepository' | 'realtime'>,
  now: Date,
): Promise<number> {
  const ended = await bulkRunsRepository.endAbandoned(
    new Date(now.getTime() - BULK_JOB_SILENCE_MS),
  );
  const owned = ended.filter((run) => run.actor_id !== null);
  await realtime.publishMany(
    owned.map((run) => ({
      event: REALTIME_EVENTS.bulkProgress,
      data: progressOf(run),
      options: { userId: run.actor_id! },
    })),
  );
  return ended.length;
}

export interface BulkJobsDependencies {
  db: Knex;
  bulkRunsRepository: BulkRunsRepository;
  realtime: Pick<Realtime, 'publish' | 'publishMany' | 'publishCounts'>;
  apply: BulkApply;
  log: FastifyBaseLogger;
}

/**
 * Runs too large to answer at once: a transaction per batch, `bulk:progress` to the person who
 * started it after each, and a stop between batches once `cancel_requested` is set. Before each
 * batch the job beats, so that a run whose process died can be told from one still working.
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
    await realtime.publish(REALTIME_EVENTS.bulkProgress, progressOf(run), { userId });
  }

  /**
   * The job's batches, one transaction each, until done or asked to stop. Each batch's events,
   * then the run's progress through that batch, go out in batch order while later batches run.
   */
  async function work(request: BulkRequest, handler: BulkActionHandler, runId: number) {
    const { userId } = request.context;
    const queue = announcementsInOrder((error) =>
      log.warn({ err: error, runId }, 'could not announce a bulk batch'),
    );
    const through = { id: runId, state: 'running' as const, total: request.ids.length };
    const sums = { processed: 0, succeeded: 0, failed: 0 };
    // Batches of per-record writes run one at a time: their services' locks were not made to
    // take turns with a neighbour batch's.
    const lanes = handler.applyMany ? SET_BASED_LANES : 1;
    try {
      await inLanes(
        batchesOf(request.ids),
        lanes,
        () => bulkRunsRepository.beat(runId),
        async (ids, index) => {
          const { result, announcer } = await retryingDeadlocks(async () => {
            const held = bufferedAnnouncer();
            const added = await db.transaction((trx) =>
              apply.applyBatch(request, handler, runId, ids, trx, held),
            );
            return { result: added, announcer: held };
          });
          queue.add(index, async () => {
            sums.processed += result.processed;
            sums.succeeded += result.succeeded;
            sums.failed += result.failures.length;
            await announcer.flush(realtime);
            await realtime.publish(
              REALTIME_EVENTS.bulkProgress,
              { ...through, ...sums },
              { userId },
            );
          });
        },
      );
    } finally {
      // A failed job's end is told after what its committed batches announced.
      await queue.drained();
    }
    await db.transaction((trx) => apply.closeRun(request, runId, trx));
    await progress(runId, userId);
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
