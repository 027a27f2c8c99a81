import type { Knex } from 'knex';

// Sign-in, sign-up and reset attempts counted per address in PostgreSQL, so a limit holds across
// every API process and machine instead of multiplying with them. One row per address and
// route; the housekeeping job removes windows long over.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table rate_limits (
    id bigint generated always as identity primary key,
    key text not null unique,
    window_start timestamptz not null,
    hits integer not null
  )`);
  await knex.raw('create index rate_limits_window_idx on rate_limits (window_start)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table rate_limits');
}
