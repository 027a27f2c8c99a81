import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { receivableSchema, type Counts, type Receivable } from '@trellis/contracts';
import {
  useFinanceDesk,
  getJson,
  insertLogs,
  insertTicket,
  newCustomer,
  newEngineer,
  send,
  sqlDay,
} from '../payouts/finance-factory';

describe("POST /api/receivables: 'Create invoice' for a Closed ticket", () => {
  const fx = useFinanceDesk();
  let customer: { id: number; name: string };
  let engineer: { id: number };
  let other: { id: number };
  before(async () => {
    customer = await newCustomer(fx, 'Invoiced Plants GmbH', 'accounts@invoiced.example');
    engineer = await newEngineer(fx, 'Ivy Field');
    other = await newEngineer(fx, 'Oscar Second');
  });

  const createInvoice = (ticketId: number | string) =>
    send(fx, 'POST', '/api/receivables', { ticket_id: ticketId });
  const counts = () => getJson<Counts>(fx, '/api/counts');

  it('bills the agreed rate alone when one is set, in the ticket’s currency, due in 30 days', async () => {
    const ticket = await insertTicket(fx, customer.id, {
      currency: 'EUR',
      agreed_rate: '900.00',
      half_day_rate: '100.00',
      full_day_rate: '200.00',
      travel_cost_day: '10.00',
      tool_cost: '5.00',
      task_name: 'Fixed-price survey',
    });
    await insertLogs(fx, ticket, [
      [engineer.id, '2025-06-02', '09:00', '17:00'],
      [engineer.id, '2025-06-03', '09:00', '10:00'],
    ]);
    const before = await counts();
    const response = await createInvoice(ticket);
    assert.equal(response.statusCode, 201, response.body);
    const invoice = receivableSchema.parse(response.json());
    const code = `#AIM-T-${String(ticket).padStart(3, '0')}`;
    const today = await sqlDay(fx);
    assert.deepEqual(
      { ...invoice, id: 0, invoice_number: '', created_at: '' },
      {
        id: 0,
        invoice_number: '',
        customer_id: customer.id,
        customer_name: 'Invoiced Plants GmbH',
        customer_email: 'accounts@invoiced.example',
        ticket_id: ticket,
        ticket_code: code,
        amount: '900.00',
        currency: 'EUR',
        invoice_date: today,
        due_date: await sqlDay(fx, 30),
        status: 'pending',
        paid_date: null,
        days_overdue: 0,
        category: 'Field Service',
        description: `${code} · Fixed-price survey`,
        reminder_sent_at: null,
        created_at: '',
      },
    );
    assert.match(invoice.invoice_number, new RegExp(`^INV-${today.slice(0, 4)}-\\d{4}$`));
    // One more unpaid invoice on the badge, and a notification about it.
    const afterCounts = await counts();
    assert.equal(afterCounts.customerReceivable, before.customerReceivable + 1);
    assert.equal(afterCounts.notifications, before.notifications + 1);
    const note = await fx.t.db('notifications').orderBy('id', 'desc').first();
    assert.equal(note.kind, 'invoice');
    assert.match(note.message, new RegExp(invoice.invoice_number));
    assert.equal(note.link, `/customer-receivable?search=${invoice.invoice_number}`);
    await fx.events.waitFor('receivable:created', (e) => e.data.id === invoice.id);
    await fx.events.waitFor('notification:created', (e) => e.data.kind === 'invoice');
  });

  it('bills each logged day at the half-day rate up to 4 h or the full-day rate above, travel per day, tools once', async () => {
    const ticket = await insertTicket(fx, customer.id, {
      currency: 'GBP',
      half_day_rate: '180.00',
      full_day_rate: '350.00',
      travel_cost_day: '25.50',
      tool_cost: '12.00',
    });
    await insertLogs(fx, ticket, [
      // Exactly 4 h: a half day.
      [engineer.id, '2025-07-01', '09:00', '13:00'],
      // 5.5 h less a 1 h break: 4.5 h, a full day.
      [engineer.id, '2025-07-02', '08:00', '13:30', 60],
      // Two engineers on one day add up: 2 h + 2.5 h = 4.5 h, a full day.
      [engineer.id, '2025-07-03', '09:00', '11:00'],
      [other.id, '2025-07-03', '12:00', '14:30'],
      // 3 h less 30 min: a half day.
      [other.id, '2025-07-04', '09:00', '12:00', 30],
    ]);
    const response = await createInvoice(ticket);
    assert.equal(response.statusCode, 201, response.body);
    const invoice = response.json() as Receivable;
    // 180 + 350 + 350 + 180 + 4 × 25.50 + 12
    assert.equal(invoice.amount, '1174.00');
    assert.equal(invoice.currency, 'GBP');
  });

  it('bills only the tool cost for a closed ticket with no logged day and no agreed rate', async () => {
    const ticket = await insertTicket(fx, customer.id, {
      full_day_rate: '300.00',
      tool_cost: '40.00',
    });
    const invoice = (await createInvoice(ticket)).json() as Receivable;
    assert.equal(invoice.amount, '40.00');
    assert.equal(invoice.currency, 'USD');
  });

  it('answers 409 INVOICE_EXISTS for a second invoice of the same ticket, naming the first', async () => {
    const ticket = await insertTicket(fx, customer.id, { agreed_rate: '100.00' });
    const first = (await createInvoice(ticket)).json() as Receivable;
    const [second, third] = await Promise.all([createInvoice(ticket), createInvoice(ticket)]);
    for (const response of [second, third]) {
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().code, 'INVOICE_EXISTS');
      assert.match(response.json().message, new RegExp(first.invoice_number));
    }
    const stored = await fx.t
      .db('receivables')
      .where({ ticket_id: ticket })
      .count<{ n: string }[]>({ n: '*' });
    assert.equal(Number(stored[0]!.n), 1);
  });

  it('answers 409 TICKET_NOT_CLOSED for a ticket still open, and 404 for no ticket', async () => {
    for (const status of ['Offered', 'In Progress', 'On Hold', 'Expired']) {
      const ticket = await insertTicket(fx, customer.id, { status, agreed_rate: '100.00' });
      const response = await createInvoice(ticket);
      assert.equal(response.statusCode, 409, status);
      assert.equal(response.json().code, 'TICKET_NOT_CLOSED');
      assert.equal(response.json().message, 'Only a Closed ticket can be invoiced');
    }
    assert.equal((await createInvoice(999999)).statusCode, 404);
    assert.equal((await createInvoice('abc')).statusCode, 400);
  });
});
