import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  JOB_NAMES,
  jobListResponseSchema,
  jobRunResponseSchema,
  type JobListResponse,
} from '@trellis/contracts';
import { asSupport } from '../helpers/accounts';
import { jobFixture, runAuditRows, type JobFixture } from './job-fixture';

describe('GET /api/jobs and POST /api/jobs/:name/run', () => {
  let off: JobFixture;
  let on: JobFixture;
  before(async () => {
    off = await jobFixture();
    on = await jobFixture({ JOBS: 'on' }, { engine: { pollingIntervalSeconds: 0.5 } });
  });
  after(async () => {
    await on.close();
    await off.close();
  });

  it('lists every job with its schedule in the business time zone, in words, and its next run', async () => {
    const response = await off.t.app.inject({
      url: '/api/jobs',
      headers: { cookie: off.admin.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = jobListResponseSchema.parse(response.json()) as JobListResponse;
    assert.equal(body.engine_running, false);
    assert.deepEqual(
      body.items.map((job) => job.name),
      [...JOB_NAMES],
    );
    const expiry = body.items.find((job) => job.name === 'expiry-alerts')!;
    assert.deepEqual(expiry.schedule, {
      cron: '0 6 * * *',
      time_zone: 'Asia/Tokyo',
      text: 'Every day at 06:00 (Asia/Tokyo)',
    });
    assert.equal(expiry.title, 'Expiry alerts');
    assert.equal(expiry.last_run, null);
    // The clock reads 06:00 Tokyo: the next run is tomorrow's.
    assert.equal(new Date(expiry.next_run).getTime() - off.clock.now().getTime(), 24 * 3_600_000);
    const housekeeping = body.items.find((job) => job.name === 'housekeeping')!;
    assert.equal(housekeeping.schedule.text, 'Every hour at minute 20 (Asia/Tokyo)');
    const reminders = body.items.find((job) => job.name === 'invoice-reminders')!;
    assert.match(
      reminders.description,
      /Reminder policy: The first 1 day after the due date, then every 7 days, at most 3\.$/,
    );
  });

  it('is for those who manage users: a support account gets 403 on both', async () => {
    const support = await asSupport(off.t.app);
    const list = await off.t.app.inject({ url: '/api/jobs', headers: { cookie: support.cookie } });
    assert.equal(list.statusCode, 403);
    const run = await off.t.app.inject({
      method: 'POST',
      url: '/api/jobs/housekeeping/run',
      headers: { cookie: support.cookie, origin: 'http://localhost:8080' },
    });
    assert.equal(run.statusCode, 403);
    assert.equal(run.json().code, 'PERMISSION_DENIED');
  });

  it('answers 404 for a name that is no job, and 503 JOBS_OFF where jobs are switched off', async () => {
    const post = (url: string) =>
      off.t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: off.admin.cookie, origin: 'http://localhost:8080' },
      });
    const unknown = await post('/api/jobs/launch-rockets/run');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Job not found');
    const offHere = await post('/api/jobs/housekeeping/run');
    assert.equal(offHere.statusCode, 503);
    assert.equal(offHere.json().code, 'JOBS_OFF');
  });

  it('runs a job now through the engine, answers the finished run, and shows it as the last run', async () => {
    const response = await on.t.app.inject({
      method: 'POST',
      url: '/api/jobs/housekeeping/run',
      headers: { cookie: on.admin.cookie, origin: 'http://localhost:8080' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { run } = jobRunResponseSchema.parse(response.json());
    assert.equal(run?.result, 'ok');
    assert.equal(run?.trigger, 'manual');
    assert.equal(run?.attempt, 1);
    assert.deepEqual(Object.keys(run!.counts).sort(), [
      'idempotency_keys',
      'password_resets',
      'rate_limits',
      'sessions',
    ]);

    const list = await on.t.app.inject({ url: '/api/jobs', headers: { cookie: on.admin.cookie } });
    const body = list.json() as JobListResponse;
    assert.equal(body.engine_running, true);
    const housekeeping = body.items.find((job) => job.name === 'housekeeping')!;
    assert.deepEqual(housekeeping.last_run, run);

    const [row] = await runAuditRows(on.t, 'housekeeping');
    assert.equal(row.action, 'job.ran');
    assert.equal(row.actor_kind, 'system');
    assert.equal(row.actor_id, null);
    assert.ok(row.request_id, 'the run names the request that asked for it');
    assert.ok(
      (row.changes as { field: string; to: unknown }[]).some(
        (c) => c.field === 'requested_by' && c.to === 'Ada Admin',
      ),
    );
  });
});
