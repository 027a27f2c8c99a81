import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  businessToday,
  JOB_TITLES,
  REALTIME_EVENTS,
  type AuditChange,
  type JobName,
  type JobResult,
  type JobRun,
  type JobTrigger,
} from '@trellis/contracts';
import type { Config } from '../config';
import type { AuditActor } from '../repositories/audit-repository';
import { withJobLock } from '../repositories/job-lock';
import { createJobRunsRepository } from '../repositories/job-runs-repository';
import type { JobClock } from './clock';
import { JobFailure, type JobCounts } from './job';
import { JOBS_BY_NAME } from './registry';

export const SYSTEM_ACTOR: AuditActor = { id: null, name: null, kind: 'system' };

const ERROR_MAX = 2000;

export interface ExecuteOptions {
  trigger: JobTrigger;
  /** 1 for a first attempt; the engine counts its retries. */
  attempt?: number;
  /** The engine's job this attempt belongs to. */
  engineJobId?: string | null;
  /** A "Run now": its request id goes on every row the run records. */
  requestId?: string;
  /** A "Run now": who asked, kept on the run's audit row. */
  requestedBy?: string | null;
  signal?: AbortSignal;
}

export type ExecuteJob = (name: JobName, options: ExecuteOptions) => Promise<JobRun>;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/** The run as its audit row: what it did, how it was started, and the error it ended with. */
function runChanges(counts: JobCounts, options: ExecuteOptions, error: string | null) {
  const changes: AuditChange[] = Object.entries(counts).map(([field, to]) => ({
    field,
    from: null,
    to,
  }));
  changes.push({ field: 'trigger', from: null, to: options.trigger });
  if ((options.attempt ?? 1) > 1)
    changes.push({ field: 'attempt', from: null, to: options.attempt });
  if (options.requestedBy)
    changes.push({ field: 'requested_by', from: null, to: options.requestedBy });
  if (error) changes.push({ field: 'error', from: null, to: error });
  return changes;
}

/**
 * Runs a job here and now, under its lock: the one path both the engine's workers and the tests
 * take. Each run is a row in job_runs (running, then ok or failed with its counts or error) and,
 * when it ends, ONE audit row by the system (`job.ran` or `job.failed`) in the same transaction.
 * A failure is rethrown, so the engine retries it.
 */
export function createJobRunner(
  app: FastifyInstance,
  { config, clock, databaseUrl }: { config: Config; clock: JobClock; databaseUrl: string },
): ExecuteJob {
  const runs = createJobRunsRepository(app.db);

  const announce = (name: JobName, result: JobResult, requestId?: string) =>
    app.realtime.publish(REALTIME_EVENTS.jobUpdated, { name, result }, { requestId });

  /** The run's ONE audit row, in the transaction that ends it. */
  const recordRun = (run: JobRun, options: ExecuteOptions, trx: Knex) =>
    app.auditRepository.record(
      {
        actor: SYSTEM_ACTOR,
        requestId: options.requestId ?? null,
        action: run.result === 'ok' ? 'job.ran' : 'job.failed',
        entity: 'job',
        entityId: run.name,
        entityLabel: JOB_TITLES[run.name],
        changes: runChanges(run.counts, { ...options, attempt: run.attempt }, run.error),
      },
      trx,
    );

  return async function execute(name, options) {
    const job = JOBS_BY_NAME[name];
    return withJobLock(databaseUrl, name, async () => {
      const startedAt = clock.now();
      // An earlier attempt of this engine job still shown as running died with its process.
      const { engineJobId } = options;
      if (engineJobId)
        await app.db.transaction(async (trx) => {
          for (const lost of await runs.markInterrupted(engineJobId, startedAt, trx))
            await recordRun(lost, options, trx);
        });
      const runId = await runs.start({
        name,
        trigger: options.trigger,
        attempt: options.attempt ?? 1,
        engineJobId: options.engineJobId ?? null,
        startedAt,
      });
      await announce(name, 'running', options.requestId);

      const finish = (counts: JobCounts, error: string | null) =>
        app.db.transaction(async (trx) => {
          const run = await runs.finish(
            runId,
            { result: error ? 'failed' : 'ok', counts, error, finishedAt: clock.now() },
            trx,
          );
          await recordRun(run, options, trx);
          return run;
        });

      let run: JobRun;
      try {
        const counts = await job.run(app, {
          today: businessToday(config.APP_TIME_ZONE, startedAt),
          now: () => clock.now(),
          config,
          audit: { actor: SYSTEM_ACTOR, requestId: options.requestId ?? null, clientIp: null },
          signal: options.signal ?? new AbortController().signal,
          log: app.log.child({ job: name }),
        });
        run = await finish(counts, null);
      } catch (error) {
        app.log.error({ err: error, job: name }, 'scheduled job failed');
        const done = error instanceof JobFailure ? error.counts : {};
        await finish(done, errorText(error)).catch((recordError: unknown) =>
          app.log.error({ err: recordError, job: name }, 'could not record the failed run'),
        );
        await announce(name, 'failed', options.requestId);
        throw error;
      }
      await announce(name, run.result, options.requestId);
      return run;
    });
  };
}
