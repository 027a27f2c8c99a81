import type { Knex } from 'knex';

// Every reader of the log (History, the Activity page, its CSV, the policy that hides a
// sensitive field's values) takes an entry's changes as a list of { field, from, to }; an entry
// written by hand in SQL with any other shape would make every page that lists it fail. The
// check holds every entry from now on. NOT VALID: the log is append-only and hash-chained, so
// an entry already written cannot be mended, and scanning a million-row log on upgrade would hold
// its lock for the whole scan.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table audit_events add constraint audit_events_changes_are_a_list
    check (jsonb_typeof(changes) = 'array') not valid`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_events drop constraint audit_events_changes_are_a_list');
}
