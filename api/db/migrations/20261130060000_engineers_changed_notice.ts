import type { Knex } from 'knex';

// An API process may remember the engineers list's pages (ENGINEER_LIST_CACHE_MS). Any write of
// users tells every process to forget them, whether made through the API, by an import or a bulk
// job, or by hand in SQL; the list's rows and its total come from users alone (the total's
// counter moves with them). Statement-level: a batch of a thousand rows is one notice, sent on
// commit (and none for a write that rolls back).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_engineers_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('trellis_engineers_changed', '');
      return null;
    end $$`);
  await knex.raw(`
    create trigger users_engineers_changed_notice
      after insert or update or delete or truncate on users
      for each statement execute function notify_engineers_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_engineers_changed_notice on users');
  await knex.raw('drop function if exists notify_engineers_changed()');
}
