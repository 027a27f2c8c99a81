import type { Knex } from 'knex';

// Roles are enforced from here on, deny by default. The seeded Admin gets all seven permissions:
// the sample it was created from lacked Manage Team and Update Tickets, and an Admin who cannot
// open payouts would surprise everyone. Only a role still named Admin is touched; the other
// three seeded roles already hold what they should. Values are written out here, not imported:
// a migration keeps meaning what it meant when it ran.

const ALL = ['create', 'read', 'update', 'delete', 'manage_users', 'manage_team', 'update_tickets'];
const BEFORE = ['create', 'read', 'update', 'delete', 'manage_users'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `update roles set permissions = ?::text[], updated_at = now() where name = 'Admin'`,
    [ALL],
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `update roles set permissions = ?::text[], updated_at = now() where name = 'Admin'`,
    [BEFORE],
  );
}
