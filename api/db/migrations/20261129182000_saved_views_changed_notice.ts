import type { Knex } from 'knex';

// An API process may remember, for as long as it remembers a session, what opening a list by a
// saved view's link needs of the view (its owner, list, sharing and query). A view edited,
// made private or deleted, through the API or by hand in SQL, tells every process to forget.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_saved_views_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('trellis_saved_views_changed', '');
      return null;
    end $$`);
  await knex.raw(`
    create trigger saved_views_changed_notice
      after update or delete or truncate on saved_views
      for each statement execute function notify_saved_views_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists saved_views_changed_notice on saved_views');
  await knex.raw('drop function if exists notify_saved_views_changed()');
}
