import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { TestClock } from 'pg-boss';
import { businessToday } from '@trellis/contracts';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db/database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { businessInstant, JOB_TIME_ZONE } from './job-fixture';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('two API instances on one database', () => {
  // One clock for both engines and for the jobs: pg-boss reads it in JavaScript and, through its
  // schema's job_now(), in PostgreSQL, so the schedules fire when the test moves it.
  const today = businessToday(JOB_TIME_ZONE);
  const clock = new TestClock(businessInstant(today, '10:19'));
  const jobs = {
    clock: { now: () => new Date(clock.now()) },
    engine: { clock, pollingIntervalSeconds: 1 },
  };
  let first: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  before(async () => {
    first = await createTestApp({ APP_TIME_ZONE: JOB_TIME_ZONE, JOBS: 'on' }, { jobs });
    secondDb = createDb(first.databaseUrl, { timeZone: JOB_TIME_ZONE });
    second = await buildApp({
      config: first.config,
      db: secondDb,
      databaseUrl: first.databaseUrl,
      logger: false,
      jobs,
    });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await secondDb.destroy();
    await first.close();
  });

  const housekeepingRuns = () => first.db('job_runs').where({ name: 'housekeeping' });

  /** Moves the clock to `time` in 5-second steps, giving the workers real time between steps. */
  async function moveTo(time: string) {
    const target = businessInstant(today, time).getTime();
    while (clock.now() < target) {
      await clock.tick(5000);
      await sleep(10);
    }
  }

  it('runs a scheduled occurrence once, whichever instance takes it', async () => {
    assert.ok(first.app.jobs.engineRunning && second.jobs.engineRunning);
    // Housekeeping is due at 20 past every hour.
    await moveTo('10:21');
    for (
      let i = 0;
      i < 100 && (await housekeepingRuns().whereNotNull('finished_at')).length === 0;
      i++
    )
      await sleep(50);
    // Well past the occurrence: every pass of both instances has seen it by now.
    await moveTo('10:25');
    await sleep(300);

    const runs = await housekeepingRuns();
    assert.equal(runs.length, 1, 'one run of the 10:20 occurrence');
    assert.equal(runs[0].trigger, 'schedule');
    assert.equal(runs[0].result, 'ok');
    assert.equal(
      new Date(runs[0].started_at).getTime() >= businessInstant(today, '10:20').getTime(),
      true,
    );
    const audit = await first
      .db('audit_events')
      .where({ entity: 'job' })
      .select('action', 'entity_id');
    assert.deepEqual(audit, [{ action: 'job.ran', entity_id: 'housekeeping' }]);
    // Every pass of both instances that saw the occurrence filed it in the same slot: one forward,
    // one job.
    const forwarded = await first.db.raw(
      "select count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'housekeeping'",
    );
    assert.equal(forwarded.rows[0].n, 1);
    const queued = await first.db.raw(
      "select count(*)::int as n from pgboss.job where name = 'housekeeping'",
    );
    assert.equal(queued.rows[0].n, 1);
    // Both instances took part: each registered with the engine.
    const { rows } = await first.db.raw(
      'select count(*)::int as n from pgboss.instance where stopped_on is null',
    );
    assert.equal(rows[0].n, 2);
  });
});
