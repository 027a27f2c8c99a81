import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Counts, Receivable } from '@trellis/contracts';
import { listenToEvents } from '../helpers/realtime-listener';
import { startSmtpServer } from '../helpers/smtp';
import {
  financeFixture,
  getJson,
  insertTicket,
  newCustomer,
  send,
  sqlDay,
  type FinanceFixture,
} from '../payouts/finance-factory';

describe("'Mark paid' and 'Send reminder' through a real SMTP server", () => {
  let fx: FinanceFixture;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  let customerId: number;
  before(async () => {
    smtp = await startSmtpServer();
    fx = await financeFixture({ SMTP_URL: smtp.url });
    events = await listenToEvents(fx.t);
    customerId = (await newCustomer(fx, 'Reminded Retail', 'payables@reminded.example')).id;
  });
  after(async () => {
    await events.close();
    await fx.t.close();
    await smtp.stop();
  });

  /** An invoice of a new Closed ticket, made as staff would. */
  async function invoice(agreed = '640.00'): Promise<Receivable> {
    const ticket = await insertTicket(fx, customerId, { agreed_rate: agreed, currency: 'EUR' });
    const response = await send(fx, 'POST', '/api/receivables', { ticket_id: ticket });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Receivable;
  }
  const remind = (id: number) => send(fx, 'POST', `/api/receivables/${id}/remind`);
  const pay = (id: number) => send(fx, 'POST', `/api/receivables/${id}/pay`);

  it("mails the customer's account email, records when, and refuses a second within 7 days", async () => {
    const created = await invoice();
    // Overdue by 3 days: the mail says so.
    await fx.t
      .db('receivables')
      .where({ id: created.id })
      .update({
        invoice_date: fx.t.db.raw('current_date - 33'),
        due_date: fx.t.db.raw('current_date - 3'),
      });
    const mailArrives = smtp.waitForMail();
    const response = await remind(created.id);
    assert.equal(response.statusCode, 200, response.body);
    const reminded = response.json() as Receivable;
    assert.ok(reminded.reminder_sent_at, 'the reminder is recorded');
    assert.equal(reminded.status, 'overdue');
    const mail = await mailArrives;
    assert.deepEqual(mail.to, ['payables@reminded.example']);
    const body = mail.raw.replace(/=\r?\n/g, '');
    assert.match(body, new RegExp(`Subject: Payment reminder: invoice ${created.invoice_number}`));
    assert.match(body, /EUR 640\.00/);
    assert.match(body, /3 days ago/);
    await events.waitFor('receivable:updated', (e) => e.data.id === created.id);

    const again = await remind(created.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'REMINDER_TOO_SOON');
    assert.match(again.json().message, new RegExp(`from ${await sqlDay(fx, 7)}`));
    assert.equal(smtp.mails.length, 1, 'no second mail');

    // A week later the next one may go.
    await fx.t
      .db('receivables')
      .where({ id: created.id })
      .update({ reminder_sent_at: fx.t.db.raw("now() - interval '7 days 1 minute'") });
    const nextMail = smtp.waitForMail();
    assert.equal((await remind(created.id)).statusCode, 200);
    await nextMail;
  });

  it('follows the customer’s account email as it is now', async () => {
    const created = await invoice('10.00');
    await fx.t
      .db('customers')
      .where({ id: customerId })
      .update({ account_email: 'new-ap@reminded.example' });
    const mailArrives = smtp.waitForMail();
    assert.equal((await remind(created.id)).statusCode, 200);
    assert.deepEqual((await mailArrives).to, ['new-ap@reminded.example']);
  });

  it("'Mark paid' sets today's paid date, leaves the badge and notifies; a paid invoice is not reminded", async () => {
    const created = await invoice('77.70');
    const before = await getJson<Counts>(fx, '/api/counts');
    const response = await pay(created.id);
    assert.equal(response.statusCode, 200, response.body);
    const paid = response.json() as Receivable;
    assert.deepEqual(
      [paid.status, paid.paid_date, paid.days_overdue],
      ['paid', await sqlDay(fx), 0],
    );
    const after = await getJson<Counts>(fx, '/api/counts');
    assert.equal(after.customerReceivable, before.customerReceivable - 1);
    assert.equal(after.notifications, before.notifications + 1);
    const note = await fx.t.db('notifications').orderBy('id', 'desc').first();
    assert.deepEqual([note.kind, note.title], ['invoice', 'Invoice paid']);
    await events.waitFor(
      'receivable:updated',
      (e) => e.data.id === created.id && e.data.status === 'paid',
    );

    const twice = await pay(created.id);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().code, 'INVOICE_PAID');
    const mails = smtp.mails.length;
    const reminder = await remind(created.id);
    assert.equal(reminder.statusCode, 409);
    assert.equal(reminder.json().code, 'INVOICE_PAID');
    assert.equal(smtp.mails.length, mails);
    assert.equal((await pay(999999)).statusCode, 404);
    assert.equal((await remind(999999)).statusCode, 404);
  });
});

describe("'Send reminder' while the mail server is down", () => {
  let fx: FinanceFixture;
  before(async () => {
    // Nothing listens on port 9 here: every connection is refused at once.
    fx = await financeFixture({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  after(async () => fx.t.close());

  it('answers 503 MAIL_UNAVAILABLE and records no reminder, so a retry can send it', async () => {
    const customerId = (await newCustomer(fx, 'Offline Mail Ltd', 'ap@offline.example')).id;
    const ticket = await insertTicket(fx, customerId, { agreed_rate: '100.00', currency: 'GBP' });
    const created = await send(fx, 'POST', '/api/receivables', { ticket_id: ticket });
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as Receivable).id;
    const response = await send(fx, 'POST', `/api/receivables/${id}/remind`);
    assert.equal(response.statusCode, 503, response.body);
    assert.equal(response.json().code, 'MAIL_UNAVAILABLE');
    const row = await fx.t.db('receivables').where({ id }).first();
    assert.equal(row.reminder_sent_at, null);
  });
});
