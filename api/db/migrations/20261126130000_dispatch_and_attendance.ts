import type { Knex } from 'knex';

// The dispatch board and the Attendance month read engineers × days:
// - engineer_status_counts: engineers per status, kept by statement triggers in the writing
//   transaction, so the board's unfiltered total (the Active engineers) never counts users.
// - tickets and approved leave by date range (GiST on the closed day range), per engineer by
//   last day (a board page reads only what ends on or after its first day), unassigned tickets
//   by range, and earlier tickets per city (the suggestions' "earlier jobs in Leeds").
// A ticket lasts from its start to its end date, or its start day when it has none; greatest()
// keeps a range expression from failing on a row outside the date check (an older database).

const LAST_DAY = 'greatest(task_start_date, task_end_date)';
const TICKET_DAYS = `daterange(task_start_date, ${LAST_DAY}, '[]')`;

/** Index name -> definition. */
const INDEXES: Record<string, string> = {
  tickets_days_idx: `tickets using gist (${TICKET_DAYS}) where task_start_date is not null`,
  tickets_unassigned_days_idx: `tickets using gist (${TICKET_DAYS})
    where engineer_id is null and task_start_date is not null`,
  tickets_engineer_last_day_idx: `tickets (engineer_id, (${LAST_DAY}))
    where task_start_date is not null`,
  tickets_city_start_idx: `tickets (lower(btrim(city)), task_start_date)
    where engineer_id is not null and task_start_date is not null`,
  leave_requests_approved_engineer_end_idx: `leave_requests (engineer_id, end_date)
    where status = 'approved'`,
  leave_requests_approved_days_idx: `leave_requests using gist (daterange(start_date, greatest(start_date, end_date), '[]'))
    where status = 'approved' and engineer_id is not null`,
  users_active_engineer_username_idx: `users (username, id)
    where role = 'engineer' and status = 'Active'`,
};

/** The changed engineer rows of a statement, each with +1 (new row) or -1 (old row). */
const CHANGES = {
  insert: "select 1 as trg_sign, r.status from new_rows r where r.role = 'engineer'",
  delete: "select -1 as trg_sign, r.status from old_rows r where r.role = 'engineer'",
  update: `select 1 as trg_sign, r.status from new_rows r where r.role = 'engineer'
    union all select -1 as trg_sign, r.status from old_rows r where r.role = 'engineer'`,
} as const;

/** Adds a statement's per-status deltas, in status order so that two writers cannot deadlock. */
const countBody = (changes: string) => `
  insert into engineer_status_counts as s (status, engineers)
  select status, sum(trg_sign) from (${changes}) changes
  group by status having sum(trg_sign) <> 0 order by status
  on conflict (status) do update set engineers = s.engineers + excluded.engineers;`;

const COUNT_FUNCTION = `create function engineer_status_counts() returns trigger language plpgsql as $fn$
  begin
    if tg_op = 'INSERT' then ${countBody(CHANGES.insert)}
    elsif tg_op = 'DELETE' then ${countBody(CHANGES.delete)}
    else ${countBody(CHANGES.update)}
    end if;
    return null;
  end $fn$`;

/** Recounts from the rows, writes locked out (the backfill; a repair tool if ever needed). */
const REFRESH = `create function refresh_engineer_status_counts() returns void language sql as $fn$
  lock table users in share row exclusive mode;
  delete from engineer_status_counts;
  insert into engineer_status_counts (status, engineers)
    select status, count(*) from users where role = 'engineer' group by status;
$fn$`;

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create table engineer_status_counts (status text primary key, engineers bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(REFRESH);
  await knex.raw('select refresh_engineer_status_counts()');
  await knex.raw(COUNT_FUNCTION);
  for (const [event, transition] of Object.entries(TRIGGERS))
    await knex.raw(`create trigger engineer_status_counts_${event} after ${event} on users
      referencing ${transition} for each statement execute function engineer_status_counts()`);
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  await knex.raw('analyze tickets, leave_requests, users, engineer_status_counts');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const event of Object.keys(TRIGGERS))
    await knex.raw(`drop trigger if exists engineer_status_counts_${event} on users`);
  await knex.raw('drop function if exists engineer_status_counts()');
  await knex.raw('drop function if exists refresh_engineer_status_counts()');
  await knex.raw('drop table if exists engineer_status_counts');
}
