import type { Knex } from 'knex';
import {
  createStatementCounter,
  dropStatementCounter,
  type StatementCounter,
} from '../statement-counters';

// The dispatch board's booked hours and Attendance's holidays of booked tickets were derived on
// every request: each ticket of the page's engineers was spread over its days
// (generate_series) and grouped, a millisecond of PostgreSQL per board. This counter keeps the
// result: per engineer, day and the ticket's country ('' for none), how many of their tickets
// run that day. A ticket books every day from its start to its end date (its start day alone
// when it has none), unless it is Expired (an offer nobody took), or has no engineer or no start.
// Kept by statement triggers in the writing transaction, so any write counts, even one made by
// hand in SQL, a user's deletion that unassigns their tickets included. A counter can reach 0
// and stay (readers ask for tickets > 0). The Expired status is written here as the statuses
// were when this was made; ticket-days.ts's NOT_EXPIRED must say the same.
const COUNTER: StatementCounter = {
  fn: 'engineer_booked_days',
  table: 'tickets',
  aggregate: 'engineer_booked_days',
  columns: 'engineer_id integer not null, day date not null, country text not null',
  keys: 'engineer_id, day, country',
  count: 'tickets',
  source: (rows) => `select r.engineer_id, d.day::date as day, coalesce(r.country, '') as country
    from ${rows} r cross join lateral generate_series(r.task_start_date,
      greatest(r.task_start_date, r.task_end_date), interval '1 day') d(day)
    where r.engineer_id is not null and r.task_start_date is not null
      and r.status <> 'Expired'`,
};

// TRUNCATE fires no row or statement trigger for the rows it removes: it empties the counter too.
const TRUNCATE_FUNCTION = `create function engineer_booked_days_truncate() returns trigger
  language plpgsql as $fn$
  begin
    truncate engineer_booked_days;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await createStatementCounter(knex, COUNTER);
  await knex.raw(TRUNCATE_FUNCTION);
  await knex.raw(`create trigger engineer_booked_days_truncate after truncate on tickets
    for each statement execute function engineer_booked_days_truncate()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists engineer_booked_days_truncate on tickets');
  await knex.raw('drop function if exists engineer_booked_days_truncate()');
  await dropStatementCounter(knex, COUNTER);
}
