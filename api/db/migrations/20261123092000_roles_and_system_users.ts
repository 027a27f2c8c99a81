import type { Knex } from 'knex';

// Roles and system users (issue 12). Values are written out here, not imported from contracts:
// a migration keeps meaning what it meant when it ran.
//
// - roles: a name (unique in any case), a description and a non-empty set of the seven
//   permissions as text[] with a CHECK. The set is a closed vocabulary, always read and written
//   whole with its role, so an array keeps a role one row: the session query reads it with one
//   primary-key join, and the distinct permissions in use come from unnest over a few rows. A
//   join table would pay off only if a permission grew data of its own.
// - The four sample roles are created here, not by the demo seed: the role given to sign-ups
//   (DEFAULT_ROLE) must exist on every database, SEED_DEMO=false and the tests' included. Staff
//   accounts that existed before roles keep the full access they had: they become Admins.
// - users.role_id: staff only; on delete restrict, so a role in use cannot go (the API answers
//   409 with the count before that).
// - users.status: one vocabulary for both kinds of account, the engineers' Active, Inactive and
//   Invited. The system-user API shows active, inactive and pending (= Invited), so the one rule
//   of the reset-token mechanism (setting the password turns Invited into Active) and the
//   sign-in checks serve staff and engineers alike.
// - staff_user_counts: system users per (role, status), kept by a statement trigger in the same
//   transaction as each write, so neither the unfiltered stats nor each role's user count ever
//   counts the users table.

const PERMISSIONS = [
  'create',
  'read',
  'update',
  'delete',
  'manage_users',
  'manage_team',
  'update_tickets',
];
const STATUSES = ['Active', 'Inactive', 'Invited'];

/** The four sample roles with their permissions. */
const ROLES = [
  {
    name: 'Admin',
    description: 'Full access to every record, and manages system users',
    permissions: ['create', 'read', 'update', 'delete', 'manage_users'],
  },
  {
    name: 'Manager',
    description: 'Views and edits records, and manages the engineering team',
    permissions: ['read', 'update', 'manage_team'],
  },
  {
    name: 'Engineer',
    description: 'Views and edits the records of their own work',
    permissions: ['read', 'update'],
  },
  {
    name: 'Customer Support',
    description: 'Views records and updates tickets for customers',
    permissions: ['read', 'update_tickets'],
  },
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/** The changed staff rows of a statement, each with +1 (new row) or -1 (old row); 0 = no role. */
const CHANGES = {
  insert: `select 1 as trg_sign, coalesce(r.role_id, 0) as role_id, r.status from new_rows r
    where r.role = 'staff'`,
  delete: `select -1 as trg_sign, coalesce(r.role_id, 0) as role_id, r.status from old_rows r
    where r.role = 'staff'`,
  update: `select 1 as trg_sign, coalesce(r.role_id, 0) as role_id, r.status from new_rows r
      where r.role = 'staff'
    union all
    select -1 as trg_sign, coalesce(r.role_id, 0) as role_id, r.status from old_rows r
      where r.role = 'staff'`,
} as const;

/** Adds a statement's deltas; always in key order, so two writers cannot deadlock. */
const countBody = (changes: string) => `
  insert into staff_user_counts as s (role_id, status, users)
  select role_id, status, sum(trg_sign) from (${changes}) changes
  group by role_id, status having sum(trg_sign) <> 0 order by role_id, status
  on conflict (role_id, status) do update set users = s.users + excluded.users;`;

const COUNT_FUNCTION = `create function staff_user_counts() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then ${countBody(CHANGES.insert)}
    elsif tg_op = 'DELETE' then ${countBody(CHANGES.delete)}
    else ${countBody(CHANGES.update)}
    end if;
    return null;
  end $fn$`;

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** Recounts from the rows, writes locked out (the backfill; a repair tool if ever needed). */
const REFRESH = `create function refresh_staff_user_counts() returns void language sql as $fn$
  lock table users in share row exclusive mode;
  delete from staff_user_counts;
  insert into staff_user_counts (role_id, status, users)
    select coalesce(role_id, 0), status, count(*) from users where role = 'staff'
    group by 1, 2;
$fn$`;

/** Index name -> definition: the role and status filters and every sort of the staff table. */
const INDEXES: Record<string, string> = {
  // Also what the foreign key's check reads when a role is deleted (role_id = $1 implies not null).
  users_role_id_created_idx: 'users (role_id, created_at, id) where role_id is not null',
  users_staff_status_created_idx: "users (status, created_at, id) where role = 'staff'",
  users_staff_status_id_idx: "users (status, id) where role = 'staff'",
  users_staff_name_idx: "users (lower(username), id) where role = 'staff'",
  users_staff_email_idx: "users (lower(email), id) where role = 'staff'",
  // The Last Login column is the latest sign-in (current_login; users.last_login is the one
  // before it, for the top bar). Never signed in sorts last both ways: one index per direction.
  users_staff_current_login_asc_idx:
    "users (current_login asc nulls last, id asc) where role = 'staff'",
  users_staff_current_login_desc_idx:
    "users (current_login desc nulls last, id desc) where role = 'staff'",
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.specificType('permissions', 'text[]').notNullable();
    t.timestamps(true, true);
  });
  await knex.raw(`alter table roles
    add constraint roles_name_check check (length(btrim(name)) > 0),
    add constraint roles_permissions_check check (
      cardinality(permissions) > 0
      and array_position(permissions, null) is null
      and permissions <@ array[${list(PERMISSIONS)}]::text[])`);
  await knex.raw('create unique index roles_name_unique on roles (lower(name))');
  // In order, so the ids follow the order of ROLES; pg sends a JS array as a text[] value.
  for (const role of ROLES) await knex('roles').insert(role);

  await knex.raw('lock table users in share row exclusive mode');
  await knex.schema.alterTable('users', (t) => {
    t.integer('role_id').references('roles.id').onDelete('RESTRICT');
  });
  await knex.raw(
    "alter table users add constraint users_role_id_check check (role_id is null or role = 'staff')",
  );
  await knex.raw(
    `update users set role_id = (select id from roles where name = 'Admin') where role = 'staff'`,
  );
  await knex.raw(`update users set status = 'Active' where status not in (${list(STATUSES)})`);
  await knex.raw(
    `alter table users add constraint users_status_check check (status in (${list(STATUSES)}))`,
  );

  await knex.raw(`create table staff_user_counts (
    role_id integer not null,
    status text not null,
    users bigint not null,
    primary key (role_id, status)
  ) with (fillfactor = 50)`);
  await knex.raw(REFRESH);
  await knex.raw('select refresh_staff_user_counts()');
  await knex.raw(COUNT_FUNCTION);
  for (const [event, transition] of Object.entries(TRIGGERS))
    await knex.raw(`create trigger staff_user_counts_${event} after ${event} on users
      referencing ${transition} for each statement execute function staff_user_counts()`);

  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze roles, users, staff_user_counts');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const event of Object.keys(TRIGGERS))
    await knex.raw(`drop trigger if exists staff_user_counts_${event} on users`);
  await knex.raw('drop function if exists staff_user_counts()');
  await knex.raw('drop function if exists refresh_staff_user_counts()');
  await knex.raw('drop table if exists staff_user_counts');
  await knex.raw('alter table users drop constraint if exists users_status_check');
  await knex.raw('alter table users drop constraint if exists users_role_id_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('role_id');
  });
  await knex.schema.dropTable('roles');
}
