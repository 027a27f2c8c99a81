import type { Knex } from 'knex';

// The columns a person chose for a file, kept per person, list and header row: the next file
// with the same headers (compared without case, spaces or punctuation) starts from that choice.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table import_mappings (
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    headers text not null,
    mapping jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (user_id, kind, headers)
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table import_mappings');
}
