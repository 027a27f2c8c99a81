import type { Knex } from 'knex';
import {
  createStatementCounter,
  dropStatementCounter,
  type StatementCounter,
} from '../statement-counters';

// The ticket calendar's month counted every ticket starting in it on every request (7,500 at
// 100,000 tickets, about 15 ms), twice over: once to match, once to group. Unfiltered, it now
// reads the tickets per start day and country ('' for none) that this counter keeps, a few
// hundred rows a month.
const COUNTER: StatementCounter = {
  fn: 'tickets_start_day_countries',
  table: 'tickets',
  aggregate: 'ticket_start_day_countries',
  columns: 'day date not null, country text not null',
  keys: 'day, country',
  count: 'tickets',
  source: (rows) => `select r.task_start_date as day, coalesce(r.country, '') as country
    from ${rows} r where r.task_start_date is not null`,
};

export async function up(knex: Knex): Promise<void> {
  await createStatementCounter(knex, COUNTER);
}

export async function down(knex: Knex): Promise<void> {
  await dropStatementCounter(knex, COUNTER);
}
