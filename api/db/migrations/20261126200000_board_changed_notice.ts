import type { Knex } from 'knex';

// An API process may remember the dispatch board and the attendance month (BOARD_CACHE_MS).
// Whatever they are drawn from tells every process to forget them, whether changed through the
// API or by hand in SQL. Statement-level: a batch of a thousand rows is one notice, sent on
// commit (and none for a write that rolls back).

const TABLES = [
  'tickets',
  'users',
  'customers',
  'leave_requests',
  'holidays',
  'ticket_work_logs',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_board_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('trellis_board_changed', '');
      return null;
    end $$`);
  for (const table of TABLES)
    await knex.raw(`
      create trigger ${table}_board_changed_notice
        after insert or update or delete or truncate on ${table}
        for each statement execute function notify_board_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES)
    await knex.raw(`drop trigger if exists ${table}_board_changed_notice on ${table}`);
  await knex.raw('drop function if exists notify_board_changed()');
}
