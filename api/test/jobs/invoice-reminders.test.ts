import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Receivable } from '@trellis/contracts';
import { insertTicket, newCustomer } from '../payouts/finance-factory';
import { addDays, jobFixture, type JobFixture } from './job-fixture';
import { mailText } from './mail-text';
import { startMailServer } from './mail-server';

/** An unpaid invoice for a new customer, due on `dueDate`. */
async function overdueInvoice(fx: JobFixture, name: string, email: string, dueDate: string) {
  const finance = { t: fx.t, cookie: fx.admin.cookie };
  const customer = await newCustomer(finance, name, email);
  const ticket = await insertTicket(finance, customer.id, {
    agreed_rate: '900.00',
    currency: 'GBP',
  });
  const created = await fx.t.app.inject({
    method: 'POST',
    url: '/api/receivables',
    headers: { cookie: fx.admin.cookie },
    payload: { ticket_id: ticket },
  });
  assert.equal(created.statusCode, 201, created.body);
  const invoice = created.json() as Receivable;
  await fx.t
    .db('receivables')
    .where({ id: invoice.id })
    .update({ invoice_date: addDays(dueDate, -30), due_date: dueDate });
  return invoice;
}

describe('invoice reminders under REMINDER_POLICY', () => {
  let smtp: Awaited<ReturnType<typeof startMailServer>>;
  let fx: JobFixture;
  before(async () => {
    smtp = await startMailServer();
    fx = await jobFixture({ SMTP_URL: smtp.url });
  });
  after(async () => {
    await fx.close();
    await smtp.stop();
  });

  it('reminds the day after due, then every 7 days, at most 3, counting a manual reminder and retrying a refused mail, over 30 days', async () => {
    // Due 15 days before the real today, so the manual reminder (stamped by the real clock)
    // falls on simulated day 15.
    const due = addDays(fx.realToday, -15);
    const invoice = await overdueInvoice(fx, 'Slow Payers Ltd', 'accounts@slowpayers.example', due);
    const mailDays: number[] = [];
    for (let day = 1; day <= 30; day += 1) {
      // Midnight: a manual reminder sent any time on the real today is 7 days after day 8's.
      fx.clock.setDay(addDays(due, day), '00:00');
      const before = smtp.mails.length;
      if (day === 15) {
        const manual = await fx.t.app.inject({
          method: 'POST',
          url: `/api/receivables/${invoice.id}/remind`,
          headers: { cookie: fx.admin.cookie },
        });
        assert.equal(manual.statusCode, 200, manual.body);
      }
      if (day === 8) {
        smtp.setMode('refuse');
        const refused = await fx.run('invoice-reminders').then(
          () => assert.fail('a refused mail fails the run'),
          (error: Error) => error,
        );
        assert.match(refused.message, /1 payment reminders could not be mailed/);
        const stored = await fx.t.db('receivables').where({ id: invoice.id }).first();
        assert.equal(stored.auto_reminders, 1, 'the refused reminder is not recorded as sent');
        assert.equal(
          (await fx.t.db('audit_events').where({ action: 'invoice.reminded' })).length,
          1,
        );
        smtp.setMode('accept');
      }
      // (On day 8, this is the retry of the refused run.)
      const run = await fx.run('invoice-reminders');
      assert.equal(run.result, 'ok');
      if (smtp.mails.length > before) mailDays.push(day);
    }
    assert.deepEqual(mailDays, [1, 8, 15, 22], 'automatic on 1, 8 and 22; by hand on 15');
    const stored = await fx.t.db('receivables').where({ id: invoice.id }).first();
    assert.equal(stored.auto_reminders, 3);

    const reminded = await fx.t
      .db('audit_events')
      .where({ action: 'invoice.reminded', entity_id: String(invoice.id) })
      .orderBy('id')
      .select('actor_kind', 'changes');
    assert.deepEqual(
      reminded.map((r) => r.actor_kind),
      ['system', 'system', 'staff', 'system'],
    );
    const automatic = reminded[3]!.changes.find(
      (c: { field: string }) => c.field === 'automatic_reminder',
    );
    assert.equal(automatic.to, '3 of 3');

    const text = mailText(smtp.mails[0]!.raw);
    assert.deepEqual(smtp.mails[0]!.to, ['accounts@slowpayers.example']);
    assert.match(text, new RegExp(`Subject: Payment reminder: invoice ${invoice.invoice_number}`));
    assert.match(text, new RegExp(`was due on ${due} \\(1 day ago\\)`));
  });

  it('changes nothing when run twice on the same day', async () => {
    const due = addDays(fx.realToday, -3);
    const invoice = await overdueInvoice(fx, 'Twice Checked Ltd', 'ap@twice.example', due);
    fx.clock.setDay(fx.realToday, '09:00');
    const first = await fx.run('invoice-reminders');
    assert.equal(first.counts.reminded, 1);
    const mails = smtp.mails.length;
    const stamped = (await fx.t.db('receivables').where({ id: invoice.id }).first())
      .reminder_sent_at;
    const second = await fx.run('invoice-reminders');
    assert.deepEqual(second.counts, { reminded: 0, failed: 0 });
    assert.equal(smtp.mails.length, mails);
    const after = await fx.t.db('receivables').where({ id: invoice.id }).first();
    assert.deepEqual(after.reminder_sent_at, stamped);
    assert.equal(after.auto_reminders, 1);
  });
});
