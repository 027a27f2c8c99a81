import type { Knex } from 'knex';

// Engineers (issue 9). The profile stays in users.profile (jsonb, already there): the mobile app
// reads and writes it whole, one row per account, it goes with the account on delete, and nothing
// queries inside it except the compliance filter. That one value, the nearest expiry among the ID
// documents and right-to-work entries, is kept in users.nearest_expiry, written with the profile
// (engineerNearestExpiry in contracts) and indexed for the expiring/expired filter, with the name
// of that document for the list's compliance summary. Engineer
// statuses are Active, Inactive or Invited (until the invitee sets a password); sessions are of
// the web app or the mobile app.

const NEAREST_EXPIRY = `(
  select min((e->>'expiry_date')::date)
  from (
    select jsonb_array_elements(case when jsonb_typeof(u.profile->'idDocuments') = 'array'
      then u.profile->'idDocuments' else '[]'::jsonb end) as e
    union all
    select jsonb_array_elements(case when jsonb_typeof(u.profile->'rightToWork') = 'array'
      then u.profile->'rightToWork' else '[]'::jsonb end)
  ) docs
  where e->>'expiry_date' ~ '^\\d{4}-\\d{2}-\\d{2}$'
)`;

const INDEXES = {
  users_engineer_nearest_expiry_idx:
    "users (nearest_expiry, id) where role = 'engineer' and nearest_expiry is not null",
  users_engineer_status_created_idx: "users (status, created_at, id) where role = 'engineer'",
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table users add column nearest_expiry date, add column nearest_expiry_document text',
  );
  // Existing profiles: the date (the document's name comes with the next profile write).
  await knex.raw(`update users u set nearest_expiry = ${NEAREST_EXPIRY} where role = 'engineer'`);
  await knex.raw(
    "update users set status = 'Active' where role = 'engineer' and status not in ('Active', 'Inactive', 'Invited')",
  );
  await knex.raw(`alter table users add constraint users_engineer_status_check
    check (role <> 'engineer' or status in ('Active', 'Inactive', 'Invited'))`);
  await knex.raw("update sessions set kind = 'web' where kind not in ('web', 'mobile')");
  await knex.raw(
    "alter table sessions add constraint sessions_kind_check check (kind in ('web', 'mobile'))",
  );
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze users');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  await knex.raw('alter table sessions drop constraint if exists sessions_kind_check');
  await knex.raw('alter table users drop constraint if exists users_engineer_status_check');
  await knex.raw(
    'alter table users drop column if exists nearest_expiry, drop column if exists nearest_expiry_document',
  );
}
