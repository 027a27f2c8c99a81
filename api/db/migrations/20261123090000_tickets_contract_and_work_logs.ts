import type { Knex } from 'knex';

// The tickets module (issue 10): the tickets table made to hold only what the contract allows
// (status, priority, time zone, hour, dates, amounts), its uploaded files (ticket_files), its
// stored work logs, the per-status tile counts as an aggregate kept by triggers (so a tile never
// counts the table), and an index for each filter, sort and search of GET /api/tickets. Values
// are written out here, not imported from contracts: a migration keeps meaning what it meant
// when it ran. Currency stays unchecked: the aggregates tests write other currencies on purpose.

const STATUSES = ['Offered', 'Accepted', 'In Progress', 'On Hold', 'Closed', 'Expired'];
const PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'];
/** The 26 offsets of the lead form's list (a ticket from a lead keeps the lead's zone). */
const TIME_ZONES = [
  ...Array.from({ length: 12 }, (_, i) => `UTC-${String(12 - i).padStart(2, '0')}:00`),
  ...Array.from({ length: 13 }, (_, i) => `UTC+${String(i).padStart(2, '0')}:00`),
  'UTC+05:30',
];
const AMOUNTS = [
  'hourly_rate',
  'half_day_rate',
  'full_day_rate',
  'monthly_rate',
  'agreed_rate',
  'travel_cost_day',
  'tool_cost',
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/** Priorities in rank order, lowest first: the list's priority sort (tickets-list.ts). */
const PRIORITY_RANK = `(case priority ${PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' ')} end)`;

/** Constraint name -> check. */
const CHECKS: Record<string, string> = {
  tickets_status_check: `status in (${list(STATUSES)})`,
  tickets_priority_check: `priority in (${list(PRIORITIES)})`,
  tickets_timezone_check: `timezone in (${list(TIME_ZONES)})`,
  tickets_task_time_hours_check: 'task_time_hours between 0 and 23',
  tickets_task_dates_check: 'task_end_date >= task_start_date',
  tickets_amounts_check: AMOUNTS.map((c) => `${c} >= 0`).join(' and '),
};

/** Rows written before these rules are brought inside them (same spelling, else the default). */
const REPAIRS = [
  "update tickets set status = 'Offered' where lower(status) in ('open', 'new')",
  "update tickets set status = 'Closed' where lower(status) in ('resolved', 'done', 'completed')",
  "update tickets set status = 'In Progress' where lower(status) in ('in_progress', 'in-progress')",
  ...STATUSES.map(
    (s) =>
      `update tickets set status = '${s}' where lower(status) = lower('${s}') and status <> '${s}'`,
  ),
  `update tickets set status = 'Offered' where status not in (${list(STATUSES)})`,
  ...PRIORITIES.map(
    (p) =>
      `update tickets set priority = '${p}' where lower(priority) = lower('${p}') and priority <> '${p}'`,
  ),
  `update tickets set priority = 'Medium' where priority not in (${list(PRIORITIES)})`,
  `update tickets set timezone = 'UTC+00:00' where timezone not in (${list(TIME_ZONES)})`,
  'update tickets set task_time_hours = null where task_time_hours not between 0 and 23',
  'update tickets set task_end_date = task_start_date where task_end_date < task_start_date',
  ...AMOUNTS.map((c) => `update tickets set ${c} = null where ${c} < 0`),
];

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const CHANGES = {
  insert: 'select 1 as trg_sign, r.status from new_rows r',
  delete: 'select -1 as trg_sign, r.status from old_rows r',
  update:
    'select 1 as trg_sign, r.status from new_rows r union all select -1 as trg_sign, r.status from old_rows r',
} as const;

/** Adds a statement's per-status deltas; always in status order, so writers cannot deadlock. */
const countBody = (changes: string) => `
  insert into ticket_status_counts as s (status, tickets)
  select status, sum(trg_sign) from (${changes}) changes
  group by status having sum(trg_sign) <> 0 order by status
  on conflict (status) do update set tickets = s.tickets + excluded.tickets;`;

const COUNT_FUNCTION = `create function tickets_status_counts() returns trigger language plpgsql as $fn$
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

/** Recounts the tiles from the rows, writes locked out (the backfill; a repair tool if needed). */
const REFRESH = `create function refresh_ticket_status_counts() returns void language sql as $fn$
  lock table tickets in share row exclusive mode;
  delete from ticket_status_counts;
  insert into ticket_status_counts (status, tickets)
    select s.status, (select count(*) from tickets t where t.status = s.status)
    from unnest(array[${list(STATUSES)}]) as s(status);
$fn$`;

/** Index name -> definition. Every list sort is (key, id), so ties page stably from the index. */
const INDEXES: Record<string, string> = {
  tickets_created_at_id_idx: 'tickets (created_at, id)',
  tickets_status_id_idx: 'tickets (status, id)',
  tickets_status_created_at_id_idx: 'tickets (status, created_at, id)',
  tickets_priority_id_idx: 'tickets (priority, id)',
  tickets_priority_rank_id_idx: `tickets (${PRIORITY_RANK}, id)`,
  tickets_lower_task_name_id_idx: 'tickets (lower(task_name), id)',
  // The start date may be empty; empty sorts last both ways: one index per direction. They also
  // serve the calendar's from/to range.
  tickets_start_date_asc_idx: 'tickets (task_start_date asc nulls last, id asc)',
  tickets_start_date_desc_idx: 'tickets (task_start_date desc nulls last, id desc)',
  // The engineer and customer filters, newest first (the mobile app's own list too).
  tickets_engineer_created_at_id_idx: 'tickets (engineer_id, created_at, id)',
  tickets_customer_created_at_id_idx: 'tickets (customer_id, created_at, id)',
  ticket_files_ticket_idx: 'ticket_files (ticket_id, kind, position, id)',
  // Deleting a file checks that no ticket holds it: found by index, not by a scan.
  ticket_files_file_idx: 'ticket_files (file_id)',
  ticket_work_logs_ticket_idx: 'ticket_work_logs (ticket_id, work_date, start_time, id)',
  // The overlap check (same engineer, same day) and the engineer's delete (set null).
  ticket_work_logs_engineer_day_idx: 'ticket_work_logs (engineer_id, work_date, start_time)',
  ticket_work_logs_created_by_idx: 'ticket_work_logs (created_by)',
};

/** Single-column indexes the composite ones above replace: name -> definition (for down). */
const REPLACED: Record<string, string> = {
  tickets_engineer_id_index: 'tickets (engineer_id)',
  tickets_customer_id_index: 'tickets (customer_id)',
};

const TRIGRAM_INDEXES = {
  tickets_task_name_trgm_idx: 'tickets using gin (task_name gin_trgm_ops)',
  tickets_city_trgm_idx: 'tickets using gin (city gin_trgm_ops)',
};

async function available(knex: Knex, extension: string): Promise<boolean> {
  const { rows } = await knex.raw('select 1 from pg_available_extensions where name = ?', [
    extension,
  ]);
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table tickets in share row exclusive mode');
  for (const sql of REPAIRS) await knex.raw(sql);
  for (const [name, check] of Object.entries(CHECKS))
    await knex.raw(`alter table tickets add constraint ${name} check (${check})`);

  await knex.schema.createTable('ticket_files', (t) => {
    t.increments('id');
    t.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE');
    // The service deletes a ticket's files with it; a file still held is never deleted alone.
    t.integer('file_id').notNullable().references('files.id').onDelete('RESTRICT');
    t.text('kind').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table ticket_files add constraint ticket_files_kind_check
    check (kind in ('documents', 'sign_off_sheet'))`);

  await knex.schema.createTable('ticket_work_logs', (t) => {
    t.increments('id');
    t.integer('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE');
    // Deleting an engineer (allowed once none of their tickets is open) keeps the hours logged,
    // without a name, as tickets.engineer_id does.
    t.integer('engineer_id').references('users.id').onDelete('SET NULL');
    t.date('work_date').notNullable();
    t.specificType('start_time', 'time(0)').notNullable();
    t.specificType('end_time', 'time(0)').notNullable();
    t.integer('break_minutes').notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table ticket_work_logs
    add constraint ticket_work_logs_times_check check (end_time >= start_time),
    add constraint ticket_work_logs_break_check check (break_minutes between 0 and 1440),
    add constraint ticket_work_logs_status_check check (status in (${list(STATUSES)}))`);
  // The overlap rule held by the database too, whatever writes: two entries of one engineer may
  // not share a minute. The API checks first (under the engineer's row lock) for its message.
  if (await available(knex, 'btree_gist')) {
    await knex.raw('create extension if not exists btree_gist');
    await knex.raw(`alter table ticket_work_logs add constraint ticket_work_logs_no_overlap
      exclude using gist (engineer_id with =,
        tsrange(work_date + start_time, work_date + end_time, '[)') with &&)`);
  }

  await knex.raw(
    'create table ticket_status_counts (status text primary key, tickets bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(REFRESH);
  await knex.raw('select refresh_ticket_status_counts()');
  await knex.raw(COUNT_FUNCTION);
  for (const [event, transition] of Object.entries(TRIGGERS))
    await knex.raw(`create trigger tickets_status_counts_${event} after ${event} on tickets
      referencing ${transition} for each statement execute function tickets_status_counts()`);

  for (const name of Object.keys(REPLACED)) await knex.raw(`drop index if exists ${name}`);
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  if (await available(knex, 'pg_trgm')) {
    await knex.raw('create extension if not exists pg_trgm');
    for (const [name, definition] of Object.entries(TRIGRAM_INDEXES))
      await knex.raw(`create index ${name} on ${definition}`);
  }
  await knex.raw('analyze tickets, ticket_status_counts');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of Object.keys(TRIGRAM_INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const [name, definition] of Object.entries(REPLACED))
    await knex.raw(`create index if not exists ${name} on ${definition}`);
  for (const event of Object.keys(TRIGGERS))
    await knex.raw(`drop trigger if exists tickets_status_counts_${event} on tickets`);
  await knex.raw('drop function if exists tickets_status_counts()');
  await knex.raw('drop function if exists refresh_ticket_status_counts()');
  await knex.raw('drop table ticket_status_counts');
  await knex.schema.dropTable('ticket_work_logs');
  await knex.schema.dropTable('ticket_files');
  for (const name of Object.keys(CHECKS).reverse())
    await knex.raw(`alter table tickets drop constraint ${name}`);
}
