// The money side of the trail: each payout generated or regenerated with its figures, its edits
// and status moves, each invoice created, reminded and paid, and every CSV export with the
// filters it was made with; nothing for a call that was refused or rolled back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayCode, type AuditEvent, type Payout, type Receivable } from '@trellis/contracts';
import { asManager, asSupport, type SignedIn } from '../helpers/accounts';
import { startSmtpServer } from '../helpers/smtp';
import {
  financeFixture,
  insertLogs,
  insertTicket,
  newCustomer,
  newEngineer,
  sqlDay,
  type FinanceFixture,
} from '../payouts/finance-factory';
import { changeMap, rowsOf } from './rows-since';

describe('the audit trail of payouts, invoices and their exports', () => {
  let fx: FinanceFixture;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let manager: SignedIn;
  let support: SignedIn;
  let ada: { id: number };
  let ticket: number;
  let customerId: number;
  before(async () => {
    smtp = await startSmtpServer();
    fx = await financeFixture({ SMTP_URL: smtp.url });
    manager = await asManager(fx.t.app, { username: 'Mona Manager' });
    support = await asSupport(fx.t.app, { username: 'Sam Support' });
    customerId = (await newCustomer(fx, 'Audited Retail', 'ap@audited.example')).id;
    ticket = await insertTicket(fx, customerId);
    ada = await newEngineer(fx, 'Ada Payne', { pay_rate: '20', pay_currency: 'GBP' });
    const bert = await newEngineer(fx, 'Bert Euro', { pay_rate: '30', pay_currency: 'EUR' });
    const cleo = await newEngineer(fx, 'Cleo Norate');
    await insertLogs(fx, ticket, [
      [ada.id, '2025-03-10', '09:00', '13:00'],
      [bert.id, '2025-03-15', '09:00', '11:00'],
      [cleo.id, '2025-03-20', '09:00', '12:00'],
    ]);
  });
  after(async () => {
    await fx.t.close();
    await smtp.stop();
  });

  const call = (
    who: SignedIn | string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    fx.t.app.inject({
      method,
      url,
      headers: { cookie: typeof who === 'string' ? who : who.cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const generate = (month: string) =>
    rowsOf(fx.t, () => call(manager, 'POST', '/api/payouts/generate', { month }));
  const editPayout = (id: number, body: object) =>
    rowsOf(fx.t, () => call(manager, 'PUT', `/api/payouts/${id}`, body));
  /** A record's History as a reader of it: invoices any reader, payouts the team managers. */
  const history = async (entity: string, id: number): Promise<AuditEvent[]> => {
    const reader = entity === 'payout' ? manager : support;
    const response = await call(reader, 'GET', `/api/audit?entity=${entity}&entity_id=${id}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().items;
  };
  const adaPayout = async () =>
    (await fx.t.db('payouts').where({ engineer_id: ada.id, month: '2025-03-01' }).first()) as {
      id: number;
    };

  it('records one row per payout generated, with its figures, and none for an unchanged one', async () => {
    const first = await generate('2025-03');
    assert.equal(first.result.statusCode, 200, first.result.body);
    // Cleo has no pay rate: skipped, so nothing to record for her.
    assert.deepEqual(
      first.rows.map((r) => [r.action, r.entity, r.entity_label, r.actor_name, r.actor_kind]),
      [
        ['payout.generated', 'payout', 'Ada Payne 2025-03', 'Mona Manager', 'staff'],
        ['payout.generated', 'payout', 'Bert Euro 2025-03', 'Mona Manager', 'staff'],
      ],
    );
    const payout = await adaPayout();
    assert.equal(first.rows[0]!.entity_id, String(payout.id));
    assert.deepEqual(changeMap(first.rows[0]!), {
      engineer_name: [null, 'Ada Payne'],
      currency: [null, 'GBP'],
      working_hours: [null, 4],
      overtime_hours: [null, 0],
      rate: [null, '20.00'],
      base: [null, '80.00'],
      overtime: [null, '0.00'],
      total: [null, '80.00'],
    });

    const again = await generate('2025-03');
    assert.equal(again.result.statusCode, 200, again.result.body);
    assert.deepEqual(again.rows, [], 'the same figures again change nothing');

    // A 10 h day more for Ada: 2 h of it overtime at 1.5×; Bert's payout stays as it was.
    await insertLogs(fx, ticket, [[ada.id, '2025-03-11', '09:00', '19:00']]);
    const refreshed = await generate('2025-03');
    assert.equal(refreshed.result.statusCode, 200, refreshed.result.body);
    assert.equal(refreshed.rows.length, 1);
    assert.equal(refreshed.rows[0]!.entity_id, String(payout.id));
    assert.deepEqual(changeMap(refreshed.rows[0]!), {
      working_hours: [4, 14],
      overtime_hours: [0, 2],
      base: ['80.00', '240.00'],
      overtime: ['0.00', '60.00'],
      total: ['80.00', '300.00'],
    });

    const refused = await generate('2025-13');
    assert.equal(refused.result.statusCode, 400);
    assert.deepEqual(refused.rows, []);
  });

  it('records bonus and deductions as an update and each status move as its own action', async () => {
    const { id } = await adaPayout();
    const bonus = await editPayout(id, { bonus: '10' });
    assert.equal(bonus.result.statusCode, 200, bonus.result.body);
    assert.deepEqual(
      bonus.rows.map((r) => [r.action, r.entity_id, r.actor_name]),
      [['payout.updated', String(id), 'Mona Manager']],
    );
    assert.deepEqual(changeMap(bonus.rows[0]!), {
      bonus: ['0.00', '10.00'],
      total: ['300.00', '310.00'],
    });

    const same = await editPayout(id, { bonus: '10' });
    assert.equal(same.result.statusCode, 200, same.result.body);
    assert.deepEqual(same.rows, [], 'an edit that changes nothing');
    const tooMuch = await editPayout(id, { deductions: '5000' });
    assert.equal(tooMuch.result.statusCode, 400);
    assert.deepEqual(tooMuch.rows, []);

    const processing = await editPayout(id, { status: 'processing' });
    assert.equal(processing.result.statusCode, 200, processing.result.body);
    assert.deepEqual(
      processing.rows.map((r) => r.action),
      ['payout.status_changed'],
    );
    assert.deepEqual(changeMap(processing.rows[0]!), { status: ['pending', 'processing'] });
    const paid = await editPayout(id, { status: 'paid' });
    assert.equal(paid.result.statusCode, 200, paid.result.body);
    assert.deepEqual(changeMap(paid.rows[0]!), {
      status: ['processing', 'paid'],
      paid_date: [null, (paid.result.json() as Payout).paid_date],
    });

    for (const body of [{ bonus: '1' }, { status: 'processing' }]) {
      const refused = await editPayout(id, body);
      assert.equal(refused.result.statusCode, 409, refused.result.body);
      assert.deepEqual(refused.rows, [], JSON.stringify(body));
    }
    // Paid payouts are never regenerated: nothing for Ada, nothing for Bert's unchanged one.
    assert.deepEqual((await generate('2025-03')).rows, []);

    assert.deepEqual(
      (await history('payout', id)).map((e) => e.action),
      [
        'payout.status_changed',
        'payout.status_changed',
        'payout.updated',
        'payout.generated',
        'payout.generated',
      ],
    );
  });

  it('records an invoice created, reminded and paid, and nothing for a refused call', async () => {
    const invoiced = await insertTicket(fx, customerId, { agreed_rate: '640.00', currency: 'EUR' });
    const created = await rowsOf(fx.t, () =>
      call(fx.cookie, 'POST', '/api/receivables', { ticket_id: invoiced }),
    );
    assert.equal(created.result.statusCode, 201, created.result.body);
    const invoice = created.result.json() as Receivable;
    const label = `${invoice.invoice_number} Audited Retail`;
    assert.deepEqual(
      created.rows.map((r) => [r.action, r.entity, r.entity_id, r.entity_label, r.actor_name]),
      [['invoice.created', 'invoice', String(invoice.id), label, 'Finance Desk']],
    );
    const today = await sqlDay(fx);
    assert.deepEqual(changeMap(created.rows[0]!), {
      customer_name: [null, 'Audited Retail'],
      ticket_code: [null, displayCode('ticket', invoiced)],
      description: [null, invoice.description],
      amount: [null, '640.00'],
      currency: [null, 'EUR'],
      invoice_date: [null, today],
      due_date: [null, await sqlDay(fx, 30)],
      status: [null, 'pending'],
    });
    const twice = await rowsOf(fx.t, () =>
      call(fx.cookie, 'POST', '/api/receivables', { ticket_id: invoiced }),
    );
    assert.equal(twice.result.statusCode, 409);
    assert.deepEqual(twice.rows, []);

    const mailArrives = smtp.waitForMail();
    const reminded = await rowsOf(fx.t, () =>
      call(manager, 'POST', `/api/receivables/${invoice.id}/remind`),
    );
    assert.equal(reminded.result.statusCode, 200, reminded.result.body);
    await mailArrives;
    assert.deepEqual(
      reminded.rows.map((r) => [r.action, r.entity_id, r.actor_name]),
      [['invoice.reminded', String(invoice.id), 'Mona Manager']],
    );
    assert.deepEqual(changeMap(reminded.rows[0]!), {
      reminder_sent_at: [null, (reminded.result.json() as Receivable).reminder_sent_at],
      sent_to: [null, 'ap@audited.example'],
    });
    const tooSoon = await rowsOf(fx.t, () =>
      call(manager, 'POST', `/api/receivables/${invoice.id}/remind`),
    );
    assert.equal(tooSoon.result.statusCode, 409);
    assert.deepEqual(tooSoon.rows, []);

    const paid = await rowsOf(fx.t, () =>
      call(manager, 'POST', `/api/receivables/${invoice.id}/pay`),
    );
    assert.equal(paid.result.statusCode, 200, paid.result.body);
    assert.deepEqual(
      paid.rows.map((r) => r.action),
      ['invoice.paid'],
    );
    assert.deepEqual(changeMap(paid.rows[0]!), {
      status: ['pending', 'paid'],
      paid_date: [null, today],
    });
    const paidAgain = await rowsOf(fx.t, () =>
      call(manager, 'POST', `/api/receivables/${invoice.id}/pay`),
    );
    assert.equal(paidAgain.result.statusCode, 409);
    assert.deepEqual(paidAgain.rows, []);

    assert.deepEqual(
      (await history('invoice', invoice.id)).map((e) => e.action),
      ['invoice.paid', 'invoice.reminded', 'invoice.created'],
    );
  });

  it('records each export, before its rows, with the filters it was made with', async () => {
    const payouts = await rowsOf(fx.t, () =>
      call(manager, 'GET', '/api/payouts/export.csv?month=2025-03&status=paid&sort=total'),
    );
    assert.equal(payouts.result.statusCode, 200, payouts.result.body);
    assert.match(payouts.result.body, /Ada Payne/);
    assert.equal(payouts.rows.length, 1);
    const [row] = payouts.rows;
    assert.deepEqual(
      [row!.action, row!.entity, row!.entity_id, row!.entity_label, row!.actor_name],
      ['payouts.exported', 'payout', null, 'Payouts', 'Mona Manager'],
    );
    assert.deepEqual(row!.changes, [
      { field: 'filters', from: null, to: { month: '2025-03', status: 'paid' } },
    ]);

    // Everything: no filter is kept, in the same shape.
    const everything = await rowsOf(fx.t, () => call(manager, 'GET', '/api/payouts/export.csv'));
    assert.equal(everything.result.statusCode, 200, everything.result.body);
    assert.deepEqual(everything.rows[0]!.changes, [{ field: 'filters', from: null, to: {} }]);

    const invoices = await rowsOf(fx.t, () =>
      call(support, 'GET', '/api/receivables/export.csv?search=Audited&status=paid&aging=all'),
    );
    assert.equal(invoices.result.statusCode, 200, invoices.result.body);
    assert.deepEqual(
      invoices.rows.map((r) => [r.action, r.entity, r.entity_id, r.entity_label, r.actor_name]),
      [['invoices.exported', 'invoice', null, 'Receivables', 'Sam Support']],
    );
    assert.deepEqual(invoices.rows[0]!.changes, [
      { field: 'filters', from: null, to: { search: 'Audited', status: 'paid' } },
    ]);

    const refused = await rowsOf(fx.t, () =>
      call(manager, 'GET', '/api/payouts/export.csv?month=2025-13'),
    );
    assert.equal(refused.result.statusCode, 400);
    assert.deepEqual(refused.rows, []);
  });
});

describe('the audit trail of a reminder the mail server refused', () => {
  let fx: FinanceFixture;
  before(async () => {
    // Nothing listens on port 9 here: every connection is refused at once.
    fx = await financeFixture({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  after(async () => fx.t.close());

  it('keeps no row: the reminder and its row roll back together', async () => {
    const customerId = (await newCustomer(fx, 'Offline Audit Ltd', 'ap@offline.example')).id;
    const ticket = await insertTicket(fx, customerId, { agreed_rate: '100.00' });
    const created = await fx.t.app.inject({
      method: 'POST',
      url: '/api/receivables',
      headers: { cookie: fx.cookie },
      payload: { ticket_id: ticket },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json() as Receivable;
    const { result, rows } = await rowsOf(fx.t, () =>
      fx.t.app.inject({
        method: 'POST',
        url: `/api/receivables/${id}/remind`,
        headers: { cookie: fx.cookie },
      }),
    );
    assert.equal(result.statusCode, 503, result.body);
    assert.deepEqual(rows, []);
  });
});
