import type { Knex } from 'knex';

// An API process may remember a session, its user and the role's permissions for a moment
// (SESSION_CACHE_MS). Whatever could revoke or change what a session grants (a sign-out, an
// expired session swept, a deactivation, a role or password change, a role's permissions
// edited), whether through the API or by hand in SQL, tells every process to forget what it
// remembers. Statement-level: a batch of a thousand rows is one notice, sent on commit.

const TABLES = ['sessions', 'users', 'roles'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_sessions_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('trellis_sessions_changed', '');
      return null;
    end $$`);
  for (const table of TABLES)
    await knex.raw(`
      create trigger ${table}_changed_notice
        after update or delete or truncate on ${table}
        for each statement execute function notify_sessions_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES)
    await knex.raw(`drop trigger if exists ${table}_changed_notice on ${table}`);
  await knex.raw('drop function if exists notify_sessions_changed()');
}
