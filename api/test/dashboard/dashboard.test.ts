import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  businessToday,
  dashboardResponseSchema,
  formatPercentChange,
  percentChange,
  type DashboardResponse,
} from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { DASHBOARD_FIGURES_SQL } from '../../src/repositories/dashboard-repository';

// A known data set in 2030–2031, years no other test writes in, with rows on both sides of
// every month edge. The business time zone is Asia/Kolkata (UTC+05:30), so a lead created at
// 20:00 UTC on 31 December 2030 was created on 1 January 2031 in business time.
const ZONE = 'Asia/Kolkata';

describe('GET /api/dashboard: the Business Overview of a month and the month before', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp({ APP_TIME_ZONE: ZONE });
    cookie = (await asAdmin(t.app)).cookie;
    const customer = await createCustomer(t, cookie, { fields: { name: 'Dashboard Co' } });

    let invoice = 0;
    const receivable = (invoice_date: string, currency: string, amount: string) => ({
      invoice_number: `DASH-${(invoice += 1)}`,
      customer_name: 'Dashboard Co',
      amount,
      currency,
      invoice_date,
      due_date: '2032-01-01',
      status: invoice % 2 ? 'pending' : 'paid',
      paid_date: invoice % 2 ? null : '2031-06-01',
    });
    await t
      .db('receivables')
      .insert([
        receivable('2031-01-01', 'USD', '100.00'),
        receivable('2031-01-31', 'USD', '50.50'),
        receivable('2031-01-15', 'EUR', '70.00'),
        receivable('2031-02-01', 'USD', '999.00'),
        receivable('2030-12-31', 'USD', '80.00'),
        receivable('2030-12-01', 'GBP', '30.00'),
        receivable('2030-11-30', 'GBP', '500.00'),
      ]);

    const payout = (month: string, currency: string, base: string, bonus = '0.00') => ({
      engineer_name: 'Payout Engineer',
      month,
      currency,
      base,
      bonus,
      deductions: '10.00',
    });
    await t
      .db('payouts')
      .insert([
        payout('2031-01-01', 'USD', '1000.00', '50.00'),
        payout('2031-01-01', 'USD', '500.00'),
        payout('2031-01-01', 'GBP', '300.00'),
        payout('2030-12-01', 'USD', '800.00'),
        payout('2031-02-01', 'EUR', '999.00'),
      ]);

    const lead = (created_at: string) => ({
      customer_id: customer.id,
      task_name: 'Dash lead',
      created_at,
    });
    await t.db('leads').insert([
      lead('2030-12-31T20:00:00Z'), // 1 Jan 2031, 01:30 in Kolkata
      lead('2031-01-15T10:00:00Z'),
      lead('2031-01-31T19:00:00Z'), // 1 Feb 2031, 00:30 in Kolkata → February
      lead('2030-12-31T18:00:00Z'), // 31 Dec 2030, 23:30 → December
      lead('2030-12-10T10:00:00Z'),
    ]);

    const ticket = (task_start_date: string) => ({
      customer_id: customer.id,
      task_name: 'Dash ticket',
      task_start_date,
      task_end_date: task_start_date,
    });
    await t
      .db('tickets')
      .insert([
        ticket('2031-01-01'),
        ticket('2031-01-20'),
        ticket('2031-01-31'),
        ticket('2030-12-31'),
        ticket('2030-12-02'),
        ticket('2031-02-01'),
      ]);

    const leave = (start_date: string, end_date: string, status = 'approved') => ({
      employee_name: 'Dash Engineer',
      leave_type: 'Annual Leave',
      start_date,
      end_date,
      status,
    });
    await t.db('leave_requests').insert([
      leave('2030-12-30', '2031-01-02'), // both months
      leave('2031-01-10', '2031-01-11'),
      leave('2031-01-31', '2031-02-03'), // both January and February
      leave('2031-01-12', '2031-01-12', 'pending'),
      leave('2031-01-13', '2031-01-13', 'rejected'),
      leave('2030-12-01', '2030-12-01'),
      leave('2030-11-20', '2030-11-30'),
    ]);
  });
  after(async () => t.close());

  async function dashboard(query: string): Promise<DashboardResponse> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard${query}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return dashboardResponseSchema.parse(response.json());
  }

  it('January 2031 against December 2030: money per currency, counts by business-time month', async () => {
    assert.deepEqual(await dashboard('?month=1&year=2031'), {
      period: { year: 2031, month: 1 },
      previous_period: { year: 2030, month: 12 },
      current: {
        customer_receivables: [
          { currency: 'EUR', amount: '70.00' },
          { currency: 'USD', amount: '150.50' },
        ],
        engineer_payout: [
          { currency: 'GBP', amount: '290.00' },
          { currency: 'USD', amount: '1530.00' },
        ],
        leads: 2,
        total_tickets: 3,
        approved_leaves: 3,
      },
      previous: {
        customer_receivables: [
          { currency: 'GBP', amount: '30.00' },
          { currency: 'USD', amount: '80.00' },
        ],
        engineer_payout: [{ currency: 'USD', amount: '790.00' }],
        leads: 2,
        total_tickets: 2,
        approved_leaves: 2,
      },
    });
  });

  it("leaves the payouts' sum out for a reader without Manage Team, and keeps the rest", async () => {
    const support = await asSupport(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard?month=1&year=2031',
      headers: { cookie: support.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const figures = dashboardResponseSchema.parse(response.json());
    assert.equal(figures.current.engineer_payout, undefined);
    assert.equal(figures.previous.engineer_payout, undefined);
    assert.ok(!response.body.includes('1530.00'));
    assert.equal(figures.current.total_tickets, 3);
  });

  it('gives the cards their percent change inputs: +50.0% tickets, none where last month was 0', async () => {
    const { current, previous } = await dashboard('?month=1&year=2031');
    const tickets = percentChange(current.total_tickets, previous.total_tickets);
    assert.equal(formatPercentChange(tickets!), '+50.0%');
    assert.equal(formatPercentChange(percentChange(current.leads, previous.leads)!), '0.0%');
    const feb = await dashboard('?month=2&year=2031');
    assert.deepEqual(feb.previous_period, { year: 2031, month: 1 });
    assert.deepEqual(feb.previous, (await dashboard('?month=1&year=2031')).current);
    assert.deepEqual(feb.current, {
      customer_receivables: [{ currency: 'USD', amount: '999.00' }],
      engineer_payout: [{ currency: 'EUR', amount: '989.00' }],
      leads: 1,
      total_tickets: 1,
      approved_leaves: 1,
    });
    const empty = await dashboard('?month=6&year=2031');
    assert.equal(percentChange(empty.current.leads, empty.previous.leads), null);
    assert.deepEqual(empty.current.customer_receivables, []);
  });

  it("without a month and year it answers the business today's month", async () => {
    const today = businessToday(ZONE);
    const answer = await dashboard('');
    assert.deepEqual(answer.period, {
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    });
  });

  it('refuses a month or year out of range with 400', async () => {
    for (const query of ['?month=13&year=2031', '?month=0', '?year=abc', '?month=1.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard${query}`,
        headers: { cookie },
      });
      assert.equal(response.statusCode, 400, query);
    }
  });

  it('reads the kept aggregates through their indexes, and leads only for a partial hour', async () => {
    const plan = await t.db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const { rows } = (await trx.raw(`explain ${DASHBOARD_FIGURES_SQL}`, [
        '2031-01-01',
        '2031-02-01',
        '2030-12-01',
        '2031-01-01',
      ])) as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    assert.doesNotMatch(
      plan,
      /on (receivables|payouts|tickets|leave_requests)\b/,
      `the figures read no business table but leads:\n${plan}`,
    );
    for (const table of [
      'receivable_totals',
      'payout_totals',
      'lead_hour_counts',
      'ticket_start_month_counts',
      'approved_leave_month_counts',
      'leads',
    ])
      assert.match(
        plan,
        new RegExp(`(Index|Bitmap Heap) .*on ${table}\\b`),
        `${table} in\n${plan}`,
      );
  });

  it('keeps every figure equal to a count over the rows after every kind of write', async () => {
    await t.db.raw(`update tickets set task_start_date = task_start_date + 1,
      task_end_date = task_end_date + 1 where task_name = 'Dash ticket'`);
    await t.db.raw(
      `delete from tickets where task_name = 'Dash ticket' and task_start_date = '2031-01-21'`,
    );
    await t.db.raw(`update leave_requests set status = case status when 'approved' then 'rejected'
      else 'approved' end where employee_name = 'Dash Engineer' and start_date >= '2031-01-10'`);
    await t.db.raw(`update leave_requests set end_date = '2031-03-02'
      where employee_name = 'Dash Engineer' and start_date = '2031-01-12'`);
    await t.db.raw(`update leads set created_at = created_at + interval '5 hours 30 minutes'
      where task_name = 'Dash lead' and created_at < '2031-01-01'`);
    await t.db.raw(`delete from leads where task_name = 'Dash lead'
      and created_at = '2031-01-15T10:00:00Z'`);
    await t.db.raw(`update receivables set invoice_date = invoice_date - 1, amount = amount + 1
      where invoice_number like 'DASH-%'`);
    await t.db.raw(`delete from payouts where currency = 'GBP' and month = '2031-01-01'`);
    for (const [year, month] of [
      [2030, 11],
      [2030, 12],
      [2031, 1],
      [2031, 2],
      [2031, 3],
    ] as const) {
      const from = `${year}-${String(month).padStart(2, '0')}-01`;
      const to =
        month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      const { rows } = (await t.db.raw(countedFigures(from, to))) as {
        rows: DashboardResponse['current'][];
      };
      assert.deepEqual((await dashboard(`?month=${month}&year=${year}`)).current, rows[0], from);
    }
  });
});

/** The figures counted over the rows themselves: the truth the kept aggregates must equal. */
const countedFigures = (from: string, to: string) => `select
    (select coalesce(json_agg(json_build_object('currency', currency, 'amount', amount::text)
       order by currency), '[]'::json) from (select currency, sum(amount) as amount
       from receivables where invoice_date >= '${from}' and invoice_date < '${to}'
       group by currency) v) as customer_receivables,
    (select coalesce(json_agg(json_build_object('currency', currency, 'amount', amount::text)
       order by currency), '[]'::json) from (select currency, sum(total) as amount
       from payouts where month >= '${from}' and month < '${to}' group by currency) v)
      as engineer_payout,
    (select count(*) from leads where created_at >= '${from}'::date::timestamptz
       and created_at < '${to}'::date::timestamptz)::int as leads,
    (select count(*) from tickets where task_start_date >= '${from}'
       and task_start_date < '${to}')::int as total_tickets,
    (select count(*) from leave_requests where status = 'approved' and start_date < '${to}'
       and end_date >= '${from}')::int as approved_leaves`;
