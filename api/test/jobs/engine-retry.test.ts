import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { JobListResponse, JobRun } from '@trellis/contracts';
import { insertTicket, newCustomer } from '../payouts/finance-factory';
import { addDays, jobFixture, type JobFixture } from './job-fixture';
import { customerWithDocuments } from './expiry-factory';
import { startMailServer } from './mail-server';
import { CRASH_TEST_ENGINE } from './support/crash-engine';
import { until } from './wait';

describe('a run that fails midway is retried by the engine, without duplicates', () => {
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let fx: JobFixture;
  before(async () => {
    smtp = await startMailServer();
    fx = await jobFixture(
      { SMTP_URL: smtp.url, JOBS: 'on' },
      { engine: { ...CRASH_TEST_ENGINE, expireInSeconds: 60 }, runNowWaitMs: 10_000 },
    );
  });
  after(async () => {
    await fx.close();
    await smtp.stop();
  });

  const post = (name: string) =>
    fx.t.app.inject({
      method: 'POST',
      url: `/api/jobs/${name}/run`,
      headers: { cookie: fx.admin.cookie, origin: 'http://localhost:8080' },
    });
  const notificationCount = async () =>
    Number((await fx.t.db('notifications').count<{ c: number }[]>({ c: '*' }))[0]!.c);

  it('retries a run whose mail server refused, and the retry finishes it without repeating what was done', async () => {
    await customerWithDocuments(fx, 'Refused Mail Co', [
      { title: 'Gas safety record', expiry_date: addDays(fx.realToday, 10) },
    ]);
    smtp.setMode('refuse');
    const response = await post('expiry-alerts');
    assert.equal(response.statusCode, 200, response.body);
    const first = response.json().run as JobRun;
    assert.equal(first.result, 'failed');
    assert.equal(first.attempt, 1);
    assert.match(first.error!, /daily digests could not be mailed/);
    assert.equal(first.counts.customer_documents, 1, 'what it did before failing is kept');
    const notified = await notificationCount();
    smtp.setMode('accept');

    await until(
      async () =>
        (await fx.t.db('job_runs').where({ name: 'expiry-alerts', result: 'ok' })).length > 0,
    );
    const runs = await fx.t.db('job_runs').where({ name: 'expiry-alerts' }).orderBy('id');
    assert.deepEqual(
      runs.map((r) => [r.attempt, r.result, r.trigger]),
      [
        [1, 'failed', 'manual'],
        [2, 'ok', 'manual'],
      ],
    );
    assert.deepEqual(runs[1].counts, { customer_documents: 0, engineer_documents: 0, digests: 2 });
    assert.equal(await notificationCount(), notified, 'no notification twice');
    // The two admins (the test's and the one who approves accounts) each got one digest.
    assert.equal(smtp.mails.length, 2);
    assert.equal(new Set(smtp.mails.map((m) => m.to[0])).size, 2);
  });

  it('stops retrying a run that keeps failing, and keeps its error', async () => {
    const finance = { t: fx.t, cookie: fx.admin.cookie };
    const customer = await newCustomer(finance, 'Never Reached Ltd', 'ap@never.example');
    const ticket = await insertTicket(finance, customer.id, { agreed_rate: '100.00' });
    const created = await fx.t.app.inject({
      method: 'POST',
      url: '/api/receivables',
      headers: { cookie: fx.admin.cookie },
      payload: { ticket_id: ticket },
    });
    await fx.t
      .db('receivables')
      .where({ id: created.json().id })
      .update({ invoice_date: addDays(fx.realToday, -40), due_date: addDays(fx.realToday, -10) });
    smtp.setMode('refuse');
    const response = await post('invoice-reminders');
    assert.equal(response.json().run.result, 'failed');
    // retryLimit 2: the first attempt and two retries, then the engine gives up.
    await until(async () => {
      const { rows } = await fx.t.db.raw(
        "select state from pgboss.job where name = 'invoice-reminders' and data->>'trigger' = 'manual'",
      );
      return rows[0]?.state === 'failed';
    }, 20_000);
    smtp.setMode('accept');
    const runs = await fx.t.db('job_runs').where({ name: 'invoice-reminders' }).orderBy('id');
    assert.deepEqual(
      runs.map((r) => [r.attempt, r.result]),
      [
        [1, 'failed'],
        [2, 'failed'],
        [3, 'failed'],
      ],
    );
    const list = await fx.t.app.inject({ url: '/api/jobs', headers: { cookie: fx.admin.cookie } });
    const job = (list.json() as JobListResponse).items.find((j) => j.name === 'invoice-reminders')!;
    assert.equal(job.last_run?.result, 'failed');
    assert.match(job.last_run!.error!, /1 payment reminders could not be mailed/);
    assert.equal(
      (await fx.t.db('receivables').where({ id: created.json().id }).first()).reminder_sent_at,
      null,
    );
  });
});
