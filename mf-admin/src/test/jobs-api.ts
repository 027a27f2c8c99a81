import {
  API_ROUTES,
  JOB_DESCRIPTIONS,
  JOB_NAMES,
  JOB_TITLES,
  type Job,
  type JobName,
  type JobRun,
  type JobRunResponse,
} from '@trellis/contracts';
import { http, HttpResponse } from '@trellis/platform/testing';

/** A finished scheduled run of `name`, unless told otherwise. */
export function jobRun(name: JobName, overrides: Partial<JobRun> = {}): JobRun {
  return {
    id: 1,
    name,
    trigger: 'schedule',
    attempt: 1,
    started_at: '2026-11-20T06:00:00.000Z',
    finished_at: '2026-11-20T06:00:04.000Z',
    result: 'ok',
    counts: {},
    error: null,
    ...overrides,
  };
}

/** A job as GET /api/jobs lists it: never run unless told. */
export function job(name: JobName, overrides: Partial<Job> = {}): Job {
  return {
    name,
    title: JOB_TITLES[name],
    description: JOB_DESCRIPTIONS[name],
    schedule: { cron: '0 6 * * *', time_zone: 'Europe/London', text: 'Every day at 06:00' },
    last_run: null,
    next_run: '2026-11-21T06:00:00.000Z',
    ...overrides,
  };
}

/**
 * The jobs API over `rows` (every job, never run, by default). "Run now" answers `runAnswer`
 * (by default a finished run, which then becomes the job's last run) and is recorded.
 */
export function fakeJobsApi(
  rows: Job[] = JOB_NAMES.map((name) => job(name)),
  engineRunning = true,
) {
  let stored = [...rows];
  const runs: JobName[] = [];
  let listRequests = 0;
  let runAnswer: ((name: JobName) => JobRunResponse | Promise<JobRunResponse>) | null = null;
  const setLastRun = (name: JobName, run: JobRun | null) => {
    stored = stored.map((j) => (j.name === name ? { ...j, last_run: run } : j));
  };

  const handlers = [
    http.get(API_ROUTES.jobs, () => {
      listRequests += 1;
      return HttpResponse.json({ engine_running: engineRunning, items: stored });
    }),
    http.post(`${API_ROUTES.jobs}/:name/run`, async ({ params }) => {
      const name = params.name as JobName;
      runs.push(name);
      const answer = runAnswer
        ? await runAnswer(name)
        : { name, run: jobRun(name, { id: 100 + runs.length, trigger: 'manual' }) };
      if (answer.run) setLastRun(name, answer.run);
      const status = answer.run && answer.run.result !== 'running' ? 200 : 202;
      return HttpResponse.json(answer, { status });
    }),
  ];

  return {
    handlers,
    runs,
    listRequestCount: () => listRequests,
    /** How "Run now" answers from now on. */
    answerRunsWith: (answer: (name: JobName) => JobRunResponse | Promise<JobRunResponse>) => {
      runAnswer = answer;
    },
    /** A run that started or ended elsewhere: the next list shows it. */
    setLastRun,
  };
}
