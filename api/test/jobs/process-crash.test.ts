import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/database';
import { addDays, jobFixture, JOB_TIME_ZONE } from './job-fixture';
import { customerWithDocuments } from './expiry-factory';
import { startMailServer } from './mail-server';
import { CRASH_TEST_ENGINE } from './support/crash-engine';
import { until } from './wait';

describe('a process killed in the middle of a run', () => {
  it('leaves the run to the next process, which completes it without duplicates', async () => {
    const smtp = await startMailServer();
    const fx = await jobFixture({ SMTP_URL: smtp.url });
    try {
      await customerWithDocuments(fx, 'Sudden Stop Ltd', [
        { title: 'Lift inspection', expiry_date: addDays(fx.realToday, 20) },
        { title: 'Boiler service', expiry_date: addDays(fx.realToday, -2) },
      ]);
      fx.clock.setDay(fx.realToday);
      smtp.setMode('hang');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', resolve(import.meta.dirname, 'support', 'jobs-process.ts')],
        {
          env: {
            ...process.env,
            JOBS_DATABASE_URL: fx.t.databaseUrl,
            JOBS_NOW: fx.clock.now().toISOString(),
            RUN_JOB: 'expiry-alerts',
            APP_TIME_ZONE: JOB_TIME_ZONE,
            SMTP_URL: smtp.url,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout!.on('data', (c: Buffer) => (output += c));
      child.stderr!.on('data', (c: Buffer) => (output += c));
      const exited = new Promise((done) => child.on('exit', done));
      // The notifications are written; the digest is on its way out when the process dies.
      await Promise.race([
        smtp.hanging,
        exited.then(() => assert.fail(`the jobs process ended on its own:\n${output}`)),
      ]);
      child.kill('SIGKILL');
      await exited;
      const notifications = await fx.t.db('notifications').count<{ c: number }[]>({ c: '*' });
      assert.equal(Number(notifications[0]!.c), 2, 'both documents were told before the crash');
      const [interrupted] = await fx.t.db('job_runs').where({ name: 'expiry-alerts' });
      assert.equal(interrupted.finished_at, null, 'the killed run never finished');

      // The next process to run jobs finds the lost run and completes it.
      smtp.setMode('accept');
      const db = createDb(fx.t.databaseUrl, { timeZone: JOB_TIME_ZONE });
      const next = await buildApp({
        config: { ...fx.t.config, JOBS: true, SMTP_URL: smtp.url },
        db,
        databaseUrl: fx.t.databaseUrl,
        logger: false,
        jobs: { clock: fx.clock, engine: CRASH_TEST_ENGINE },
      });
      await next.ready();
      try {
        await until(async () => (await db('job_runs').where({ result: 'ok' })).length > 0);
        const runs = await db('job_runs').where({ name: 'expiry-alerts' }).orderBy('id');
        assert.deepEqual(
          runs.map((r) => [r.attempt, r.result]),
          [
            [1, 'failed'],
            [2, 'ok'],
          ],
        );
        assert.match(runs[0].error, /Interrupted/);
        // Each attempt, the lost one included, leaves its one row in the audit trail.
        assert.deepEqual(
          await db('audit_events').where({ entity: 'job' }).orderBy('id').pluck('action'),
          ['job.failed', 'job.ran'],
        );
        assert.deepEqual(runs[1].counts, {
          customer_documents: 0,
          engineer_documents: 0,
          digests: 2,
        });
        const after = await db('notifications').count<{ c: number }[]>({ c: '*' });
        assert.equal(Number(after[0]!.c), 2, 'no notification twice');
        assert.equal(smtp.mails.length, 2, 'one digest each, once');
        assert.equal(
          Number((await db('digest_mails').count<{ c: number }[]>({ c: '*' }))[0]!.c),
          2,
        );
      } finally {
        await next.close();
        await db.destroy();
      }
    } finally {
      await fx.close();
      await smtp.stop();
    }
  });
});
