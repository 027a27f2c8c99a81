import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, jobFixture, runAuditRows, type JobFixture } from './job-fixture';
import {
  customerWithDocuments,
  engineerWithDocuments,
  lastNotificationId,
  notificationsAfter,
} from './expiry-factory';

describe('expiry alerts: one notification per threshold crossed', () => {
  let fx: JobFixture;
  before(async () => {
    fx = await jobFixture();
  });
  after(async () => fx.close());

  it('tells each threshold of each document once, on the day it is crossed, over 95 simulated days', async () => {
    const day0 = fx.realToday;
    const customer = await customerWithDocuments(fx, 'Harbour Logistics', [
      { title: 'Insurance certificate', expiry_date: addDays(day0, 92) },
      { title: 'Old permit', expiry_date: addDays(day0, -5) },
    ]);
    const engineer = await engineerWithDocuments(fx, 'Nia Okafor', {
      idDocuments: [
        { doc_type: 'Passport', issue_date: '2020-01-01', expiry_date: addDays(day0, 92) },
      ],
      rightToWork: [
        { visa_types: 'Tier 2', issue_date: '2020-01-01', expiry_date: addDays(day0, 50) },
      ],
    });

    // day offset -> the messages of the notifications written that day
    const told = new Map<number, string[]>();
    const links = new Set<string>();
    let seen = await lastNotificationId(fx);
    for (let offset = 0; offset <= 94; offset += 1) {
      fx.clock.setDay(addDays(day0, offset));
      const run = await fx.run('expiry-alerts');
      assert.equal(run.result, 'ok', run.error ?? '');
      const written = await notificationsAfter(fx, seen);
      if (written.length > 0) {
        told.set(
          offset,
          written.map((n) => n.message),
        );
        for (const n of written) links.add(n.link!);
        seen = written.at(-1)!.id;
        assert.equal(
          run.counts.customer_documents! + run.counts.engineer_documents!,
          written.length,
        );
      }
    }

    const code = customer.code;
    const engineerCode = `AIM-E-${String(engineer.id).padStart(3, '0')}`;
    const expected = new Map<number, string[]>([
      [
        0,
        [
          // First seen already expired: told once, as expired.
          `Old permit of Harbour Logistics (${code}) expired on ${addDays(day0, -5)}.`,
          // 50 days out: the 90-day threshold only.
          `Right to work: Tier 2 of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 50)}, in 50 days.`,
        ],
      ],
      [
        2,
        [
          `Insurance certificate of Harbour Logistics (${code}) expires on ${addDays(day0, 92)}, in 90 days.`,
          `Passport of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 92)}, in 90 days.`,
        ],
      ],
      [
        5,
        [
          `Right to work: Tier 2 of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 50)}, in 45 days.`,
        ],
      ],
      [
        20,
        [
          `Right to work: Tier 2 of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 50)}, in 30 days.`,
        ],
      ],
      [
        47,
        [
          `Insurance certificate of Harbour Logistics (${code}) expires on ${addDays(day0, 92)}, in 45 days.`,
          `Passport of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 92)}, in 45 days.`,
        ],
      ],
      [
        51,
        [`Right to work: Tier 2 of Nia Okafor (${engineerCode}) expired on ${addDays(day0, 50)}.`],
      ],
      [
        62,
        [
          `Insurance certificate of Harbour Logistics (${code}) expires on ${addDays(day0, 92)}, in 30 days.`,
          `Passport of Nia Okafor (${engineerCode}) expires on ${addDays(day0, 92)}, in 30 days.`,
        ],
      ],
      [
        93,
        [
          `Insurance certificate of Harbour Logistics (${code}) expired on ${addDays(day0, 92)}.`,
          `Passport of Nia Okafor (${engineerCode}) expired on ${addDays(day0, 92)}.`,
        ],
      ],
    ]);
    assert.deepEqual(told, expected);
    // Each links to its record: the customer in the customers list, the engineer's page.
    assert.deepEqual(
      [...links].sort(),
      [`/customers?search=${encodeURIComponent(code)}`, `/engineers/${engineer.id}`].sort(),
    );
    // Every threshold is recorded; the ones the old permit had passed before it was first seen
    // are recorded without a notification of their own.
    const alerts = await fx.t.db('expiry_alerts').select('threshold', 'notification_id');
    assert.equal(alerts.length, 16);
    assert.equal(alerts.filter((a) => a.notification_id !== null).length, 13);
  });

  it('changes nothing when run twice on the same day', async () => {
    const day = addDays(fx.realToday, 94);
    fx.clock.setDay(day, '11:00');
    const before = {
      notifications: await lastNotificationId(fx),
      alerts: await fx.t.db('expiry_alerts').count<{ c: number }[]>({ c: '*' }),
    };
    const run = await fx.run('expiry-alerts');
    assert.deepEqual(run.counts, { customer_documents: 0, engineer_documents: 0, digests: 0 });
    assert.equal(await lastNotificationId(fx), before.notifications);
    assert.deepEqual(
      await fx.t.db('expiry_alerts').count<{ c: number }[]>({ c: '*' }),
      before.alerts,
    );
    const rows = await runAuditRows(fx.t, 'expiry-alerts');
    assert.equal(rows.length, 96, 'one audit row per run, by the system');
    assert.ok(rows.every((r) => r.actor_kind === 'system' && r.action === 'job.ran'));
  });
});
