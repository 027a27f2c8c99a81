// What the aggregates test compares: each trigger-kept aggregate against a real count(*) / sum()
// over the tables, and what the API answers from them (GET /api/counts, the unfiltered lists and
// the lead tiles).
import assert from 'node:assert/strict';
import type { TestApp } from '../helpers/test-app';

const AMOUNT =
  'coalesce(nullif(agreed_rate, 0), nullif(full_day_rate, 0), nullif(half_day_rate, 0), nullif(hourly_rate, 0))';

/** Checks every aggregate against the tables; `when` names the moment in failure messages. */
export function aggregateChecks(t: () => TestApp, cookie: () => string) {
  const one = async <T>(sql: string): Promise<T> =>
    ((await t().db.raw(sql)) as { rows: T[] }).rows[0]!;
  const all = async <T>(sql: string): Promise<T[]> =>
    ((await t().db.raw(sql)) as { rows: T[] }).rows;

  /** The truth, counted over the tables. */
  async function realCounts() {
    return one<Record<string, number>>(`select
      (select count(*) from customers)::int as customers,
      (select count(*) from customers where status = 'Active')::int as customers_active,
      (select count(*) from leads)::int as leads,
      (select count(*) from tickets)::int as tickets,
      (select count(*) from users where role = 'engineer')::int as engineers,
      (select count(*) from leave_requests where status = 'pending')::int as leaves,
      (select count(*) from notifications where read_at is null)::int as notifications,
      (select count(*) from receivables where status <> 'paid')::int as customer_receivable`);
  }

  async function assertAggregates(when: string) {
    const real = await realCounts();
    const stored = Object.fromEntries(
      (await all<{ name: string; value: number }>('select name, value from counters')).map((r) => [
        r.name,
        r.value,
      ]),
    );
    assert.deepEqual(stored, real, `counters ${when}`);

    const realRevenue = await all(`select currency, count(*)::int as tickets,
        count(${AMOUNT})::int as rated, coalesce(sum(${AMOUNT}), 0)::numeric(20, 2)::text as amount
      from tickets group by currency order by currency`);
    const storedRevenue = await all(`select currency, tickets::int, rated::int, amount::text
      from ticket_revenue where tickets <> 0 or rated <> 0 or amount <> 0 order by currency`);
    assert.deepEqual(storedRevenue, realRevenue, `ticket revenue ${when}`);

    const drift = await all(`select c.id, c.documents_count, c.first_person,
        (select count(*) from customer_documents d where d.customer_id = c.id)::int as real_count,
        (select p.person_name from customer_persons p where p.customer_id = c.id
         order by p.position, p.id limit 1) as real_first
      from customers c
      where c.documents_count <> (select count(*) from customer_documents d where d.customer_id = c.id)
         or c.first_person is distinct from (select p.person_name from customer_persons p
              where p.customer_id = c.id order by p.position, p.id limit 1)`);
    assert.deepEqual(drift, [], `per-customer documents_count and first_person ${when}`);

    const attendanceDays = (from: string) =>
      all(`select engineer_id, day::text, minutes, leave_type, holiday from ${from}
        order by engineer_id, day`);
    assert.deepEqual(
      await attendanceDays('engineer_attendance_days'),
      await attendanceDays('engineer_attendance_worked_out()'),
      `engineer_attendance_days ${when}`,
    );

    // What the API answers from the aggregates.
    const counts = (
      await t().app.inject({ method: 'GET', url: '/api/counts', headers: { cookie: cookie() } })
    ).json();
    assert.deepEqual(
      counts,
      {
        customers: real.customers,
        leads: real.leads,
        tickets: real.tickets,
        engineers: real.engineers,
        leaves: real.leaves,
        notifications: real.notifications,
        customerReceivable: real.customer_receivable,
      },
      `GET /api/counts ${when}`,
    );
    const list = (
      await t().app.inject({ method: 'GET', url: '/api/customers', headers: { cookie: cookie() } })
    ).json();
    const revenue = await all(`select currency, sum(${AMOUNT})::text as amount from tickets
      group by currency having sum(${AMOUNT}) is not null order by currency`);
    assert.deepEqual(
      { total: list.total, stats: list.stats },
      {
        total: real.customers,
        stats: {
          totalCustomers: real.customers,
          active: real.customers_active,
          totalTickets: real.tickets,
          totalRevenue: revenue,
        },
      },
      `GET /api/customers cards ${when}`,
    );
    const engineers = (
      await t().app.inject({ method: 'GET', url: '/api/engineers', headers: { cookie: cookie() } })
    ).json();
    assert.equal(engineers.total, real.engineers, `GET /api/engineers total ${when}`);

    // The lead tiles per status (migration 20261123071612), and what GET /api/leads answers.
    const realLeads = await all<{ status: string; leads: number }>(
      'select status, count(*)::int as leads from leads group by status order by status',
    );
    const storedLeads = await all<{ status: string; leads: number }>(
      'select status, leads::int from lead_status_counts where leads <> 0 order by status',
    );
    assert.deepEqual(storedLeads, realLeads, `lead_status_counts ${when}`);
    const leads = (
      await t().app.inject({ method: 'GET', url: '/api/leads', headers: { cookie: cookie() } })
    ).json();
    const per = (status: string) => realLeads.find((r) => r.status === status)?.leads ?? 0;
    assert.deepEqual(
      { total: leads.total, stats: leads.stats },
      {
        total: real.leads,
        stats: {
          total: real.leads,
          BID: per('BID'),
          Confirm: per('Confirm'),
          Reschedule: per('Reschedule'),
          Cancelled: per('Cancelled'),
        },
      },
      `GET /api/leads tiles ${when}`,
    );

    // The ticket tiles per status and priority (migrations 20261123090000, 20261126040000), and
    // what GET /api/tickets answers.
    const realTickets = await all<{ status: string; priority: string; tickets: number }>(
      `select status, priority, count(*)::int as tickets from tickets
       group by status, priority order by status, priority`,
    );
    const storedTickets = await all<{ status: string; priority: string; tickets: number }>(
      `select status, priority, tickets::int from ticket_status_counts
       where tickets <> 0 order by status, priority`,
    );
    assert.deepEqual(storedTickets, realTickets, `ticket_status_counts ${when}`);
    const tickets = (
      await t().app.inject({ method: 'GET', url: '/api/tickets', headers: { cookie: cookie() } })
    ).json();
    const inStatus = (...statuses: string[]) =>
      realTickets.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r.tickets, 0);
    assert.deepEqual(
      { total: tickets.total, stats: tickets.stats },
      {
        total: real.tickets,
        stats: {
          total: real.tickets,
          open: inStatus('Offered', 'Accepted', 'On Hold'),
          in_progress: inStatus('In Progress'),
          resolved: inStatus('Closed'),
          expired: inStatus('Expired'),
        },
      },
      `GET /api/tickets tiles ${when}`,
    );
    // A status and priority filter answers from the same aggregate.
    const urgentOpen = (
      await t().app.inject({
        method: 'GET',
        url: '/api/tickets?priority=Urgent,High&status=Offered,In%20Progress',
        headers: { cookie: cookie() },
      })
    ).json();
    const kept = realTickets
      .filter((r) => ['Urgent', 'High'].includes(r.priority))
      .filter((r) => ['Offered', 'In Progress'].includes(r.status));
    const keptIn = (status: string) =>
      kept.filter((r) => r.status === status).reduce((n, r) => n + r.tickets, 0);
    assert.deepEqual(
      urgentOpen.stats,
      {
        total: keptIn('Offered') + keptIn('In Progress'),
        open: keptIn('Offered'),
        in_progress: keptIn('In Progress'),
        resolved: 0,
        expired: 0,
      },
      `GET /api/tickets status and priority tiles ${when}`,
    );
    assert.ok(
      urgentOpen.items.every(
        (i: { status: string; priority: string }) =>
          ['Urgent', 'High'].includes(i.priority) && ['Offered', 'In Progress'].includes(i.status),
      ),
      `GET /api/tickets status and priority rows ${when}`,
    );
  }

  return { all, assertAggregates };
}
