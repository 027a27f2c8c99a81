import type { Knex } from 'knex';

// The unfiltered figures of the leave request and notification lists (issue 11):
// aggregates kept by statement-level triggers in the same transaction as each write, so neither
// list ever counts its whole table.
// - leave_status_counts: requests per status (the list's total and its per-status stats).
// - notification_totals: notifications read and unread (the list's total, unread=true's total).
// Plus the indexes behind the leave list's sorts, its status filter with each sort, and the
// "contains" search on the employee's name.

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const changes = (columns: string) => ({
  insert: `select 1 as trg_sign, ${columns} from new_rows r`,
  delete: `select -1 as trg_sign, ${columns} from old_rows r`,
  update: `select 1 as trg_sign, ${columns} from new_rows r
    union all select -1 as trg_sign, ${columns} from old_rows r`,
});

/** Adds a statement's deltas, always in key order so that two writers cannot deadlock. */
const leaveCountsBody = (rows: string) => `
  insert into leave_status_counts as s (status, leaves)
  select status, sum(trg_sign) from (${rows}) changes
  group by status having sum(trg_sign) <> 0 order by status
  on conflict (status) do update set leaves = s.leaves + excluded.leaves;`;

const notificationTotalsBody = (rows: string) => `
  insert into notification_totals as s (read, notifications)
  select read, sum(trg_sign) from (${rows}) changes
  group by read having sum(trg_sign) <> 0 order by read
  on conflict (read) do update set notifications = s.notifications + excluded.notifications;`;

const AGGREGATES = [
  {
    fn: 'leave_requests_status_counts',
    table: 'leave_requests',
    body: leaveCountsBody,
    rows: changes('r.status'),
  },
  {
    fn: 'notifications_totals',
    table: 'notifications',
    body: notificationTotalsBody,
    rows: changes('(r.read_at is not null) as read'),
  },
];

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** Recounts both from the rows, writes locked out (the backfill; a repair tool if needed). */
const REFRESH = `create function refresh_leave_and_notification_totals() returns void
  language sql as $fn$
  lock table leave_requests, notifications in share row exclusive mode;
  delete from leave_status_counts;
  insert into leave_status_counts (status, leaves)
    select status, count(*) from leave_requests group by status;
  delete from notification_totals;
  insert into notification_totals (read, notifications)
    select read_at is not null, count(*) from notifications group by 1;
$fn$`;

const INDEXES: Record<string, string> = {
  leave_requests_created_at_id_idx: 'leave_requests (created_at, id)',
  leave_requests_status_created_at_idx: 'leave_requests (status, created_at, id)',
  leave_requests_start_date_id_idx: 'leave_requests (start_date, id)',
};

async function hasTrigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_extension where extname = 'pg_trgm'");
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table leave_requests, notifications in share row exclusive mode');
  await knex.raw(
    'create table leave_status_counts (status text primary key, leaves bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(
    'create table notification_totals (read boolean primary key, notifications bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(REFRESH);
  // Computed before the triggers exist, so the backfill's writes do not run them.
  await knex.raw('select refresh_leave_and_notification_totals()');
  for (const { fn, table, body, rows } of AGGREGATES) {
    await knex.raw(`create function ${fn}() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then ${body(rows.insert)}
        elsif tg_op = 'DELETE' then ${body(rows.delete)}
        else ${body(rows.update)}
        end if;
        return null;
      end $fn$`);
    for (const [event, transition] of Object.entries(TRIGGERS))
      await knex.raw(`create trigger ${fn}_${event} after ${event} on ${table}
        referencing ${transition} for each statement execute function ${fn}()`);
  }
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  if (await hasTrigram(knex))
    await knex.raw(
      'create index leave_requests_employee_name_trgm_idx on leave_requests using gin (employee_name gin_trgm_ops)',
    );
  await knex.raw('analyze leave_requests, notifications, leave_status_counts, notification_totals');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists leave_requests_employee_name_trgm_idx');
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const { fn, table } of [...AGGREGATES].reverse()) {
    for (const event of Object.keys(TRIGGERS))
      await knex.raw(`drop trigger if exists ${fn}_${event} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
  }
  await knex.raw('drop function if exists refresh_leave_and_notification_totals()');
  await knex.raw('drop table notification_totals');
  await knex.raw('drop table leave_status_counts');
}
