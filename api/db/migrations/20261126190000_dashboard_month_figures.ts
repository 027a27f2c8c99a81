import type { Knex } from 'knex';
import {
  createStatementCounter,
  dropStatementCounter,
  type StatementCounter,
} from '../statement-counters';

// The dashboard's figures counted their months' rows on every request: at 100,000 rows per
// table that is about 90,000 index entries for two months (leads, tickets, approved leave,
// receivables, payouts), 60 to 130 ms. Three small aggregates now keep what the payout and
// receivable totals do not, moved by statement triggers in the same transaction as each write:
// - ticket_start_month_counts: tickets per month of their task start date;
// - approved_leave_month_counts: approved requests per month they overlap (a request from
//   30 March to 2 April counts in March and in April, as the overlap filter did);
// - lead_hour_counts: leads per UTC hour of their creation. A month starts at midnight in the
//   business time zone, which is known only to the connection, so the dashboard sums the whole
//   hours inside the month and counts the leads of a partial hour at either end (in the few
//   zones whose midnights fall on a half hour).

const COUNTERS: StatementCounter[] = [
  {
    fn: 'tickets_start_month_counts',
    table: 'tickets',
    aggregate: 'ticket_start_month_counts',
    columns: 'month date not null',
    keys: 'month',
    count: 'tickets',
    source: (rows) => `select date_trunc('month', r.task_start_date)::date as month
      from ${rows} r where r.task_start_date is not null`,
  },
  {
    fn: 'leave_requests_approved_month_counts',
    table: 'leave_requests',
    aggregate: 'approved_leave_month_counts',
    columns: 'month date not null',
    keys: 'month',
    count: 'leaves',
    source: (rows) => `select m.month::date as month from ${rows} r
      cross join lateral generate_series(date_trunc('month', r.start_date),
        date_trunc('month', r.end_date), interval '1 month') m(month)
      where r.status = 'approved'`,
  },
  {
    fn: 'leads_hour_counts',
    table: 'leads',
    aggregate: 'lead_hour_counts',
    columns: 'hour timestamptz not null',
    keys: 'hour',
    count: 'leads',
    source: (rows) => `select date_trunc('hour', r.created_at, 'UTC') as hour from ${rows} r`,
  },
];

export async function up(knex: Knex): Promise<void> {
  for (const counter of COUNTERS) await createStatementCounter(knex, counter);
  // The receivables figure sums the receivable totals of the month's invoice dates.
  await knex.raw(
    'create index receivable_totals_invoice_date_idx on receivable_totals (invoice_date)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists receivable_totals_invoice_date_idx');
  for (const counter of [...COUNTERS].reverse()) await dropStatementCounter(knex, counter);
}
