// An API process with the jobs on, for the crash test: it starts on the test's database, asks
// for one run of RUN_JOB now, and says "started" once the engine runs. The test kills it.
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { createDb } from '../../../src/db/database';
import { TEST_BASE_ENV } from '../../helpers/test-env';
import { isJobName } from '@trellis/contracts';
import { CRASH_TEST_ENGINE } from './crash-engine';

const databaseUrl = process.env.JOBS_DATABASE_URL!;
const job = process.env.RUN_JOB ?? '';
const now = new Date(process.env.JOBS_NOW!);
if (!isJobName(job)) throw new Error(`RUN_JOB must name a job, not "${job}"`);

const config = loadConfig({
  ...TEST_BASE_ENV,
  APP_TIME_ZONE: process.env.APP_TIME_ZONE,
  SMTP_URL: process.env.SMTP_URL,
  JOBS: 'on',
});
const db = createDb(databaseUrl, { timeZone: config.APP_TIME_ZONE });
const app = await buildApp({
  config,
  db,
  databaseUrl,
  logger: false,
  // It never looks for lost runs itself: the run it is killed in is the next process's to find.
  jobs: {
    clock: { now: () => now },
    engine: { ...CRASH_TEST_ENGINE, superviseIntervalSeconds: 3600 },
  },
});
await app.ready();
void app.jobs.runNow(job, { requestId: 'crash-test', requestedBy: null });
console.log('started');
