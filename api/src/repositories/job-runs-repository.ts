import type { Knex } from 'knex';
import type { JobName, JobRun, JobTrigger } from '@trellis/contracts';

interface JobRunRow {
  id: string;
  name: JobName;
  trigger: JobTrigger;
  attempt: number;
  started_at: Date;
  finished_at: Date | null;
  result: 'ok' | 'failed' | null;
  counts: Record<string, number>;
  error: string | null;
}

const COLUMNS = [
  'id',
  'name',
  'trigger',
  'attempt',
  'started_at',
  'finished_at',
  'result',
  'counts',
  'error',
] as const;

const toJobRun = (row: JobRunRow): JobRun => ({
  id: Number(row.id),
  name: row.name,
  trigger: row.trigger,
  attempt: row.attempt,
  started_at: row.started_at.toISOString(),
  finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  result: row.result ?? 'running',
  counts: row.counts,
  error: row.error,
});

export interface NewJobRun {
  name: JobName;
  trigger: JobTrigger;
  attempt: number;
  engineJobId: string | null;
  startedAt: Date;
}

export interface JobRunOutcome {
  result: 'ok' | 'failed';
  counts: Record<string, number>;
  error: string | null;
  finishedAt: Date;
}

/** What the interrupted attempt of a retried job is marked with. */
const INTERRUPTED = 'Interrupted: the process running it stopped before it finished';

export function createJobRunsRepository(db: Knex) {
  return {
    async start(run: NewJobRun): Promise<number> {
      const [row] = await db('job_runs')
        .insert({
          name: run.name,
          trigger: run.trigger,
          attempt: run.attempt,
          engine_job_id: run.engineJobId,
          started_at: run.startedAt,
        })
        .returning<{ id: string }[]>('id');
      return Number(row!.id);
    },

    async finish(id: number, outcome: JobRunOutcome, trx: Knex = db): Promise<JobRun> {
      const [row] = await trx('job_runs')
        .where({ id })
        .update({
          result: outcome.result,
          counts: JSON.stringify(outcome.counts),
          error: outcome.error,
          finished_at: outcome.finishedAt,
        })
        .returning<JobRunRow[]>(COLUMNS);
      return toJobRun(row!);
    },

    /**
     * The earlier attempts of an engine job still shown as running: their process died (or
     * stopped) mid-run, and the engine gave the job to another attempt.
     */
    async markInterrupted(engineJobId: string, at: Date, trx: Knex = db): Promise<JobRun[]> {
      const rows = await trx('job_runs')
        .where({ engine_job_id: engineJobId })
        .whereNull('finished_at')
        .update({ result: 'failed', error: INTERRUPTED, finished_at: at })
        .returning<JobRunRow[]>(COLUMNS);
      return rows.map(toJobRun);
    },

    /** Each job's latest run, by name: one index probe per job, however long the history. */
    async latest(names: readonly JobName[]): Promise<Map<JobName, JobRun>> {
      const { rows } = await db.raw<{ rows: JobRunRow[] }>(
        `select r.* from unnest(?::text[]) as n(name)
          cross join lateral (select ${COLUMNS.join(', ')} from job_runs
            where job_runs.name = n.name order by started_at desc, id desc limit 1) r`,
        [[...names]],
      );
      return new Map(rows.map((row) => [row.name, toJobRun(row)]));
    },

    /** The first finished attempt of an engine job, else its latest, else undefined. */
    async ofEngineJob(engineJobId: string): Promise<JobRun | undefined> {
      const row = await db('job_runs')
        .where({ engine_job_id: engineJobId })
        .orderByRaw('finished_at is null, id')
        .first<JobRunRow | undefined>(COLUMNS);
      return row ? toJobRun(row) : undefined;
    },
  };
}

export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
