import type { Knex } from 'knex';

// An API process may remember the receivables' totals and aging per filter and day
// (FIGURES_CACHE_MS). Any write of invoices tells every process to forget them, whether made
// through the API, by a bulk job or an import, or by hand in SQL. Statement-level: a batch of a
// thousand invoices is one notice, sent on commit (and none for a write that rolls back).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_figures_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('trellis_figures_changed', '');
      return null;
    end $$`);
  await knex.raw(`
    create trigger receivables_figures_changed_notice
      after insert or update or delete or truncate on receivables
      for each statement execute function notify_figures_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists receivables_figures_changed_notice on receivables');
  await knex.raw('drop function if exists notify_figures_changed()');
}
