import type { Knex } from 'knex';

// The leads module (issue 8): the leads table made to hold only what the contract allows (enums,
// amounts, dates, follow-up rule), the status history, the per-status tile counts as an
// aggregate kept by triggers (so a tile never counts the table), and an index for each filter,
// sort and search of GET /api/leads. Values are written out here, not imported from contracts:
// a migration keeps meaning what it meant when it ran.

const STATUSES = ['BID', 'Confirm', 'Reschedule', 'Cancelled'];
const FOLLOW_UP_STATUSES = ['Reschedule', 'Cancelled'];
const LEAD_TYPES = ['Full time', 'Short term', 'Dispatch term'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];
/** The 26 offsets of the lead form's time zone list. */
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
  'total_cost',
];

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/** Constraint name -> check. */
const CHECKS: Record<string, string> = {
  leads_status_check: `status in (${list(STATUSES)})`,
  leads_lead_type_check: `lead_type in (${list(LEAD_TYPES)})`,
  leads_currency_check: `currency in (${list(CURRENCIES)})`,
  leads_timezone_check: `timezone in (${list(TIME_ZONES)})`,
  leads_follow_up_check: `reschedule_date is null or status in (${list(FOLLOW_UP_STATUSES)})`,
  leads_task_time_hours_check: 'task_time_hours between 0 and 23',
  leads_task_dates_check: 'task_end_date >= task_start_date',
  leads_amounts_check: AMOUNTS.map((c) => `${c} >= 0`).join(' and '),
};

/**
 * Rows written before these rules (the bench's 'Confirmed' and 'Rescheduled', anything else
 * outside a list) are brought inside them, so the checks can be added on any existing database.
 */
const REPAIRS = [
  "update leads set status = 'Confirm' where status in ('Confirmed', 'confirm', 'confirmed')",
  "update leads set status = 'Reschedule' where status in ('Rescheduled', 'reschedule', 'rescheduled')",
  "update leads set status = 'Cancelled' where status in ('Canceled', 'cancelled', 'canceled')",
  `update leads set status = 'BID' where status not in (${list(STATUSES)})`,
  `update leads set lead_type = 'Full time' where lead_type not in (${list(LEAD_TYPES)})`,
  `update leads set currency = 'EUR' where currency not in (${list(CURRENCIES)})`,
  `update leads set timezone = 'UTC+00:00' where timezone not in (${list(TIME_ZONES)})`,
  `update leads set reschedule_date = null
     where reschedule_date is not null and status not in (${list(FOLLOW_UP_STATUSES)})`,
  'update leads set task_time_hours = null where task_time_hours not between 0 and 23',
  'update leads set task_end_date = task_start_date where task_end_date < task_start_date',
  ...AMOUNTS.map((c) => `update leads set ${c} = null where ${c} < 0`),
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
  insert into lead_status_counts as s (status, leads)
  select status, sum(trg_sign) from (${changes}) changes
  group by status having sum(trg_sign) <> 0 order by status
  on conflict (status) do update set leads = s.leads + excluded.leads;`;

const COUNT_FUNCTION = `create function leads_status_counts() returns trigger language plpgsql as $fn$
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
const REFRESH = `create function refresh_lead_status_counts() returns void language sql as $fn$
  lock table leads in share row exclusive mode;
  delete from lead_status_counts;
  insert into lead_status_counts (status, leads)
    select s.status, (select count(*) from leads l where l.status = s.status)
    from unnest(array[${list(STATUSES)}]) as s(status);
$fn$`;

/** Index name -> definition. Every list sort is (key, id), so ties page stably from the index. */
const INDEXES: Record<string, string> = {
  leads_created_at_id_idx: 'leads (created_at, id)',
  leads_status_id_idx: 'leads (status, id)',
  leads_status_created_at_id_idx: 'leads (status, created_at, id)',
  // The start date may be empty; empty sorts last both ways: one index per direction.
  leads_start_date_asc_idx: 'leads (task_start_date asc nulls last, id asc)',
  leads_start_date_desc_idx: 'leads (task_start_date desc nulls last, id desc)',
  // A lead's history in the order it was written (ids are taken under the lead's row lock).
  lead_status_changes_lead_id_idx: 'lead_status_changes (lead_id, id)',
  // Deleting a user sets changed_by to null in its rows: found by index, not by a scan.
  lead_status_changes_changed_by_idx: 'lead_status_changes (changed_by)',
};

async function hasTrigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'");
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table leads in share row exclusive mode');
  for (const sql of REPAIRS) await knex.raw(sql);
  for (const [name, check] of Object.entries(CHECKS))
    await knex.raw(`alter table leads add constraint ${name} check (${check})`);

  await knex.schema.createTable('lead_status_changes', (t) => {
    t.increments('id');
    t.integer('lead_id').notNullable().references('leads.id').onDelete('CASCADE');
    t.text('from_status');
    t.text('to_status').notNullable();
    t.date('reschedule_date');
    t.text('reason');
    t.integer('changed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table lead_status_changes
    add constraint lead_status_changes_from_status_check check (from_status in (${list(STATUSES)})),
    add constraint lead_status_changes_to_status_check check (to_status in (${list(STATUSES)}))`);
  // Leads already there get the entry their creation would have written.
  await knex.raw(`insert into lead_status_changes (lead_id, from_status, to_status, reschedule_date, changed_at)
    select id, null, status, reschedule_date, created_at from leads order by id`);

  await knex.raw(
    'create table lead_status_counts (status text primary key, leads bigint not null) with (fillfactor = 50)',
  );
  await knex.raw(REFRESH);
  await knex.raw('select refresh_lead_status_counts()');
  await knex.raw(COUNT_FUNCTION);
  for (const [event, transition] of Object.entries(TRIGGERS))
    await knex.raw(`create trigger leads_status_counts_${event} after ${event} on leads
      referencing ${transition} for each statement execute function leads_status_counts()`);

  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  // A lead is turned into at most one ticket; the index also finds a lead's ticket.
  await knex.raw(
    'create unique index tickets_lead_id_unique on tickets (lead_id) where lead_id is not null',
  );
  if (await hasTrigram(knex)) {
    await knex.raw('create extension if not exists pg_trgm');
    await knex.raw(
      'create index leads_task_name_trgm_idx on leads using gin (task_name gin_trgm_ops)',
    );
  }
  await knex.raw('analyze leads, lead_status_changes, lead_status_counts, tickets');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists leads_task_name_trgm_idx');
  await knex.raw('drop index if exists tickets_lead_id_unique');
  for (const name of Object.keys(INDEXES)) await knex.raw(`drop index if exists ${name}`);
  for (const event of Object.keys(TRIGGERS))
    await knex.raw(`drop trigger if exists leads_status_counts_${event} on leads`);
  await knex.raw('drop function if exists leads_status_counts()');
  await knex.raw('drop function if exists refresh_lead_status_counts()');
  await knex.raw('drop table lead_status_counts');
  await knex.schema.dropTable('lead_status_changes');
  for (const name of Object.keys(CHECKS).reverse())
    await knex.raw(`alter table leads drop constraint ${name}`);
}
