// The unfiltered payout and receivable cards come from aggregates kept by triggers (migration
// 20261126030000): after writes through every path (generate, edit, status, invoice, paid,
// multi-row statements), each aggregate must still equal a real count and sum over the tables.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PayoutListResponse, ReceivableListResponse } from '@trellis/contracts';
import {
  financeFixture,
  getJson,
  insertLogs,
  insertTicket,
  newCustomer,
  newEngineer,
  send,
  type FinanceFixture,
} from '../payouts/finance-factory';

describe('the payout and receivable aggregates kept by triggers match the tables', () => {
  let fx: FinanceFixture;
  before(async () => {
    fx = await financeFixture();
  });
  after(async () => fx.t.close());

  const rows = async <T>(sql: string): Promise<T[]> =>
    ((await fx.t.db.raw(sql)) as { rows: T[] }).rows;

  async function assertAggregates(when: string) {
    assert.deepEqual(
      await rows(`select month::text, status, currency, payouts::int, amount::text
        from payout_totals where payouts <> 0 or amount <> 0 order by month, status, currency`),
      await rows(`select month::text, status, currency, count(*)::int as payouts,
        sum(total)::numeric(20, 2)::text as amount from payouts
        group by month, status, currency order by month, status, currency`),
      `payout_totals ${when}`,
    );
    assert.deepEqual(
      await rows(`select status, currency, invoice_date::text, due_date::text,
        receivables::int, amount::text from receivable_totals
        where receivables <> 0 or amount <> 0 order by status, currency, invoice_date, due_date`),
      await rows(`select status, currency, invoice_date::text, due_date::text,
        count(*)::int as receivables, sum(amount)::numeric(20, 2)::text as amount
        from receivables group by status, currency, invoice_date, due_date
        order by status, currency, invoice_date, due_date`),
      `receivable_totals ${when}`,
    );
    // What the lists answer from them, unfiltered.
    const payouts = await getJson<PayoutListResponse>(fx, '/api/payouts');
    const [payoutTotal] = await rows<{ n: number }>('select count(*)::int as n from payouts');
    assert.equal(payouts.total, payoutTotal!.n, `payout total ${when}`);
    assert.deepEqual(
      payouts.stats.total,
      await rows(`select currency, sum(total)::numeric(20, 2)::text as amount from payouts
        group by currency order by currency`),
      `payout cards ${when}`,
    );
    const receivables = await getJson<ReceivableListResponse>(fx, '/api/receivables');
    assert.deepEqual(
      receivables.stats.overdue,
      await rows(`select currency, (coalesce(sum(amount) filter (where status <> 'paid'
          and due_date < current_date), 0))::numeric(20, 2)::text as amount
        from receivables group by currency order by currency`),
      `receivable overdue card ${when}`,
    );
  }

  it('follows payouts generated, edited, moved along and deleted', async () => {
    const customer = await newCustomer(fx, 'Aggregate Works');
    const ticket = await insertTicket(fx, customer.id);
    const a = await newEngineer(fx, 'Agg One', { pay_rate: '10', pay_currency: 'USD' });
    const b = await newEngineer(fx, 'Agg Two', { pay_rate: '12.5', pay_currency: 'EUR' });
    await insertLogs(fx, ticket, [
      [a.id, '2025-09-01', '08:00', '19:00'],
      [b.id, '2025-09-02', '09:00', '12:00'],
      [a.id, '2025-10-01', '09:00', '17:00'],
    ]);
    for (const month of ['2025-09', '2025-10'])
      assert.equal((await send(fx, 'POST', '/api/payouts/generate', { month })).statusCode, 200);
    await assertAggregates('after generating');
    const [first] = await fx.t.db('payouts').orderBy('id').select('id');
    await send(fx, 'PUT', `/api/payouts/${first.id}`, { bonus: '5', deductions: '1' });
    await send(fx, 'PUT', `/api/payouts/${first.id}`, { status: 'paid' });
    await insertLogs(fx, ticket, [[b.id, '2025-09-03', '09:00', '18:00']]);
    await send(fx, 'POST', '/api/payouts/generate', { month: '2025-09' });
    await assertAggregates('after edits, paid and a refresh');
    await fx.t.db('payouts').update({ month: '2025-11-01' }).where('status', 'pending');
    await fx.t.db('payouts').where('currency', 'EUR').delete();
    await assertAggregates('after multi-row statements');
  });

  it('follows invoices created, paid and deleted', async () => {
    const customer = await newCustomer(fx, 'Invoice Aggregates');
    for (const [currency, agreed] of [
      ['USD', '100.00'],
      ['EUR', '250.50'],
      ['USD', '42.00'],
    ] as const) {
      const ticket = await insertTicket(fx, customer.id, { currency, agreed_rate: agreed });
      assert.equal(
        (await send(fx, 'POST', '/api/receivables', { ticket_id: ticket })).statusCode,
        201,
      );
    }
    await assertAggregates('after creating invoices');
    const [first] = await fx.t.db('receivables').orderBy('id').select('id');
    assert.equal((await send(fx, 'POST', `/api/receivables/${first.id}/pay`)).statusCode, 200);
    await fx.t
      .db('receivables')
      .where('currency', 'USD')
      .update({ due_date: fx.t.db.raw('invoice_date'), amount: fx.t.db.raw('amount * 2') });
    await assertAggregates('after paid and a multi-row update');
    await fx.t.db('receivables').where('currency', 'EUR').delete();
    await assertAggregates('after a delete');
  });

  it('the migration goes down without a trace, and up again over the invoices already there', async () => {
    // The later migration builds on this one: it goes down first and comes back with it.
    for (const name of [
      '20261126031000_leave_and_notification_totals.ts',
      '20261126030000_finance_leaves_and_notifications.ts',
    ])
      await fx.t.db.migrate.down({ name });
    const left = await rows<{ name: string }>(`select relname as name from pg_class
      where relname in ('payouts', 'payout_totals', 'receivable_totals', 'receivables_invoice_seq')
      union all select proname from pg_proc where proname in ('payouts_totals', 'receivables_totals')`);
    assert.deepEqual(left, []);
    await fx.t.db('receivables').insert({
      invoice_number: 'EARLY-1',
      customer_name: 'Before the migration',
      amount: '12.34',
      currency: 'GBP',
      invoice_date: '2025-01-01',
      due_date: '2025-01-31',
      status: 'overdue',
    });
    await fx.t.db.migrate.latest();
    const early = await fx.t.db('receivables').where({ invoice_number: 'EARLY-1' }).first();
    assert.equal(early.status, 'pending', 'a stored overdue becomes pending: overdue is derived');
    await assertAggregates('after the migration went down and up');
  });
});
