import fp from 'fastify-plugin';
import {
  JOB_DESCRIPTIONS,
  JOB_TITLES,
  type Job,
  type JobName,
  type JobRun,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { systemClock, type JobClock } from '../../jobs/clock';
import { DEFAULT_TUNING, startEngine, type Engine, type EngineTuning } from '../../jobs/engine';
import { JOBS } from '../../jobs/registry';
import { createJobRunner, type ExecuteJob } from '../../jobs/runner';
import { jobSchedule, nextRun } from '../../jobs/schedule';
import { createJobRunsRepository } from '../../repositories/job-runs-repository';

/** What a test may replace: the clock, the engine's timings, how long "Run now" waits. */
export interface JobsDependencies {
  clock?: JobClock;
  engine?: Partial<EngineTuning>;
  runNowWaitMs?: number;
}

export interface Jobs {
  /** Whether this process runs jobs (JOBS=on, and the engine has started). */
  readonly engineRunning: boolean;
  /** Every job with its schedule, its last run and its next run. */
  list(): Promise<Job[]>;
  /**
   * Queues a run now through the engine and waits for its first attempt (at most
   * `runNowWaitMs`); null when this process does not run jobs.
   */
  runNow(
    name: JobName,
    request: { requestId: string; requestedBy: string | null },
  ): Promise<{ finished: boolean; run: JobRun | null } | null>;
  /** Runs a job in this process, under its lock, without the engine: what a worker does. */
  execute: ExecuteJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The scheduled jobs. With JOBS on, the engine starts with the API (once it is ready) and stops
 * with it, letting running jobs finish within SHUTDOWN_GRACE_MS; with JOBS off this process
 * lists the jobs but runs none.
 */
export default fp<{ config: Config; databaseUrl: string } & JobsDependencies>(
  async function jobs(fastify, options) {
    const { config, databaseUrl, clock = systemClock, runNowWaitMs = 60_000 } = options;
    const runs = createJobRunsRepository(fastify.db);
    const execute = createJobRunner(fastify, { config, clock, databaseUrl });
    let engine: Engine | null = null;

    fastify.decorate('jobs', {
      get engineRunning() {
        return engine !== null;
      },
      async list() {
        const latest = await runs.latest(JOBS.map((job) => job.name));
        const now = clock.now();
        return JOBS.map((job) => ({
          name: job.name,
          title: JOB_TITLES[job.name],
          description: [JOB_DESCRIPTIONS[job.name], job.settings?.(config)]
            .filter(Boolean)
            .join(' '),
          schedule: jobSchedule(job.cron, config.APP_TIME_ZONE),
          last_run: latest.get(job.name) ?? null,
          next_run: nextRun(job.cron, config.APP_TIME_ZONE, now).toISOString(),
        }));
      },
      async runNow(name, request) {
        return engine ? engine.runNow(name, request, runNowWaitMs) : null;
      },
      execute,
    } satisfies Jobs);

    if (!config.JOBS) return;
    fastify.addHook('onReady', async () => {
      engine = await startEngine({
        databaseUrl,
        timeZone: config.APP_TIME_ZONE,
        tuning: { ...DEFAULT_TUNING, ...options.engine },
        execute,
        runs,
        log: fastify.log.child({ component: 'jobs' }),
      });
    });
    fastify.addHook('onClose', async () => {
      const running = engine;
      engine = null;
      await running?.stop(config.SHUTDOWN_GRACE_MS);
    });
  },
  { name: 'jobs', dependencies: ['repositories', 'services', 'mailer', 'realtime'] },
);
