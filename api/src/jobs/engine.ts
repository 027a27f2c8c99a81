import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Clock as EngineClock } from 'pg-boss';
import type { JobName, JobRun, JobTrigger } from '@trellis/contracts';
import type { JobRunsRepository } from '../repositories/job-runs-repository';
import { JOBS } from './registry';
import type { ExecuteJob } from './runner';

/** pg-boss keeps its queues, schedules and locks in a schema of its own. */
export const ENGINE_SCHEMA = 'pgboss';

/** The engine's timings; tests shorten them (and may hand it a clock they move by hand). */
export interface EngineTuning {
  clock?: EngineClock;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /** How often the schedules are read (one process per interval does it). */
  cronMonitorIntervalSeconds: number;
  /**
   * How often the queues are supervised, and each queue at most every `monitorIntervalSeconds`:
   * that is when a run that took too long, or whose process stopped beating, is failed and retried.
   */
  superviseIntervalSeconds: number;
  monitorIntervalSeconds: number;
  /** A running job proves its process alive this often; silence this long means a crash. */
  heartbeatSeconds: number;
  /** Longest a run may take before it is failed and retried. */
  expireInSeconds: number;
  retryLimit: number;
  /** The first retry's delay; each next one about doubles, up to an hour. */
  retryDelaySeconds: number;
}

export const DEFAULT_TUNING: EngineTuning = {
  pollingIntervalSeconds: 5,
  cronMonitorIntervalSeconds: 30,
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
  heartbeatSeconds: 60,
  expireInSeconds: 3600,
  retryLimit: 3,
  retryDelaySeconds: 60,
};

/** What a job carries: how it was started, and by which request. */
interface JobData {
  trigger?: JobTrigger;
  requestId?: string;
  requestedBy?: string | null;
}

export interface Engine {
  /**
   * Queues a run now and waits, at most `waitMs`, for its first attempt to finish. A run already
   * waiting is joined instead of queued twice.
   */
  runNow(
    name: JobName,
    data: { requestId: string; requestedBy: string | null },
    waitMs: number,
  ): Promise<{ finished: boolean; run: JobRun | null }>;
  stop(graceMs: number): Promise<void>;
}

export interface EngineOptions {
  databaseUrl: string;
  timeZone: string;
  tuning: EngineTuning;
  execute: ExecuteJob;
  runs: JobRunsRepository;
  log: FastifyBaseLogger;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts pg-boss on the API's database: one queue per job (policy `stately`: at most one run
 * active and one waiting, across every process), its cron schedule in the business time zone,
 * and a worker that runs it through `execute`. Every process that runs jobs does the same; the
 * engine's locking makes each scheduled occurrence one run (see the README, Scheduled jobs).
 */
export async function startEngine(options: EngineOptions): Promise<Engine> {
  const { tuning, log } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: ENGINE_SCHEMA,
    max: 4,
    application_name: 'trellis-jobs',
    ...(tuning.clock ? { clock: tuning.clock } : {}),
    cronMonitorIntervalSeconds: tuning.cronMonitorIntervalSeconds,
    superviseIntervalSeconds: tuning.superviseIntervalSeconds,
    monitorIntervalSeconds: tuning.monitorIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job engine warning'));
  await boss.start();

  const queueOptions = {
    retryLimit: tuning.retryLimit,
    retryDelay: tuning.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: tuning.expireInSeconds,
    heartbeatSeconds: tuning.heartbeatSeconds,
    deleteAfterSeconds: 30 * 86_400,
  };
  const workers = new Map<JobName, string>();
  for (const job of JOBS) {
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queueOptions);
    else await boss.createQueue(job.name, { ...queueOptions, policy: 'stately' });
    // An upsert: every process declares the same schedule, in the business time zone; one
    // occurrence missed while every process was down is run once on the way back up.
    await boss.schedule(job.name, job.cron, {}, { tz: options.timeZone, missed: 'once' });
    const workerId = await boss.work<JobData>(
      job.name,
      { pollingIntervalSeconds: tuning.pollingIntervalSeconds },
      async ([attempt]) => {
        const data = attempt!.data ?? {};
        return options.execute(job.name, {
          trigger: data.trigger ?? 'schedule',
          attempt: attempt!.retryCount + 1,
          engineJobId: attempt!.id,
          requestId: data.requestId,
          requestedBy: data.requestedBy ?? null,
          signal: attempt!.signal,
        });
      },
    );
    workers.set(job.name, workerId);
  }

  return {
    async runNow(name, data, waitMs) {
      const sent = await boss.send(name, { trigger: 'manual', ...data } satisfies JobData);
      const id = sent ?? (await boss.findJobs(name, { queued: true }))[0]?.id ?? null;
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      if (!id) return { finished: false, run: null };
      const deadline = Date.now() + waitMs;
      for (;;) {
        const run = (await options.runs.ofEngineJob(id)) ?? null;
        if (run && run.result !== 'running') return { finished: true, run };
        if (Date.now() >= deadline) return { finished: false, run };
        await sleep(100);
      }
    },
    // Running jobs get the grace period to finish; what is still running then is failed back to
    // the queue, and retried by whichever process runs jobs next.
    stop: (graceMs) => boss.stop({ graceful: true, timeout: graceMs, close: true }),
  };
}
