import type { Knex } from 'knex';

// Assets and holidays (issue 12): real tables behind /api/assets and /api/holidays.
// Enums are CHECK constraints; each filter and sort of the two lists has an index; "contains"
// searches have trigram indexes. The unfiltered stat cards come from aggregates kept by
// statement-level triggers in the same transaction as the write, so they are never stale:
// - asset_totals: count and value per (type, status, currency), so the cards (and the type and
//   status filters without a search) never count the table; values are summed per currency.
// - holiday_day_counts: holidays per (country, date), so Total, Active (date >= current_date)
//   and Countries are sums over a few hundred rows whatever "today" is.
// Values are written out here, not imported from contracts: a migration keeps meaning what it
// meant when it ran. A holiday is unique per country, date and title (any case): the sync's
// `insert ... on conflict do nothing` relies on it to be idempotent.

const ASSET_TYPES = ['Desktop', 'Laptop', 'Mobile'];
const ASSET_STATUSES = ['Active', 'Maintenance', 'Retired'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];
const HOLIDAY_TYPES = ['Public Holiday', 'Bank Holiday', 'National Holiday', 'Festival'];
const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Canada',
  'Australia',
  'India',
  'Germany',
  'France',
  'Japan',
  'Singapore',
  'UAE',
  'Netherlands',
];

const list = (values: string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** Constraint name -> [table, check]. */
const CHECKS: Record<string, [string, string]> = {
  assets_type_check: ['assets', `type in (${list(ASSET_TYPES)})`],
  assets_status_check: ['assets', `status in (${list(ASSET_STATUSES)})`],
  assets_currency_check: ['assets', `currency in (${list(CURRENCIES)})`],
  assets_value_check: ['assets', 'value >= 0'],
  holidays_type_check: ['holidays', `type in (${list(HOLIDAY_TYPES)})`],
  holidays_country_check: ['holidays', `country in (${list(COUNTRIES)})`],
};

/** Index name -> definition. Every list sort is (key, id), so ties page stably from the index. */
const INDEXES: Record<string, string> = {
  assets_lower_name_id_idx: 'assets (lower(name), id)',
  // Assignee and location may be empty; empty sorts last both ways: one index per direction.
  assets_assignee_asc_idx: 'assets (lower(assignee) asc nulls last, id asc)',
  assets_assignee_desc_idx: 'assets (lower(assignee) desc nulls last, id desc)',
  assets_location_asc_idx: 'assets (lower(location) asc nulls last, id asc)',
  assets_location_desc_idx: 'assets (lower(location) desc nulls last, id desc)',
  assets_status_id_idx: 'assets (status, id)',
  assets_type_id_idx: 'assets (type, id)',
  assets_value_id_idx: 'assets (value, id)',
  assets_purchase_date_id_idx: 'assets (purchase_date, id)',
  assets_created_at_id_idx: 'assets (created_at, id)',
  // Deleting a user clears the link of its assets: found by index, not by a scan.
  assets_assignee_user_id_idx: 'assets (assignee_user_id)',
  holidays_date_id_idx: 'holidays (date, id)',
  holidays_country_date_id_idx: 'holidays (country, date, id)',
  holidays_lower_title_id_idx: 'holidays (lower(title), id)',
  holidays_type_id_idx: 'holidays (type, id)',
  holidays_created_at_id_idx: 'holidays (created_at, id)',
};

const TRIGRAM_INDEXES: [table: string, column: string][] = [
  ['assets', 'name'],
  ['assets', 'assignee'],
  ['assets', 'location'],
  ['holidays', 'title'],
];

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const changes = (columns: string) => ({
  insert: `select 1 as trg_sign, ${columns} from new_rows r`,
  delete: `select -1 as trg_sign, ${columns} from old_rows r`,
  update: `select 1 as trg_sign, ${columns} from new_rows r
    union all select -1 as trg_sign, ${columns} from old_rows r`,
});

/** Adds a statement's deltas, always in key order so that two writers cannot deadlock. */
const assetTotalsBody = (rows: string) => `
  insert into asset_totals as s (type, status, currency, assets, value)
  select type, status, currency, sum(trg_sign), sum(trg_sign * value) from (${rows}) changes
  group by type, status, currency
  having sum(trg_sign) <> 0 or sum(trg_sign * value) <> 0
  order by type, status, currency
  on conflict (type, status, currency) do update
    set assets = s.assets + excluded.assets, value = s.value + excluded.value;`;

const holidayCountsBody = (rows: string) => `
  insert into holiday_day_counts as s (country, date, holidays)
  select country, date, sum(trg_sign) from (${rows}) changes
  group by country, date having sum(trg_sign) <> 0 order by country, date
  on conflict (country, date) do update set holidays = s.holidays + excluded.holidays;`;

const AGGREGATES = [
  {
    fn: 'assets_totals',
    table: 'assets',
    body: assetTotalsBody,
    rows: changes('r.type, r.status, r.currency, r.value'),
  },
  {
    fn: 'holidays_day_counts',
    table: 'holidays',
    body: holidayCountsBody,
    rows: changes('r.country, r.date'),
  },
];

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

async function hasTrigram(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_available_extensions where name = 'pg_trgm'");
  return rows.length > 0;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assets', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('type').notNullable();
    t.text('assignee');
    t.integer('assignee_user_id').references('users.id').onDelete('SET NULL');
    t.text('location');
    t.text('status').notNullable();
    t.date('purchase_date').notNullable();
    t.decimal('value', 12, 2).notNullable();
    t.text('currency').notNullable();
    t.timestamps(true, true);
  });
  await knex.schema.createTable('holidays', (t) => {
    t.increments('id');
    t.text('title').notNullable();
    t.text('type').notNullable();
    t.text('country').notNullable();
    t.date('date').notNullable();
    t.timestamps(true, true);
  });
  for (const [name, [table, check]] of Object.entries(CHECKS))
    await knex.raw(`alter table ${table} add constraint ${name} check (${check})`);
  await knex.raw(
    'create unique index holidays_country_date_title_unique on holidays (country, date, lower(title))',
  );
  for (const [name, definition] of Object.entries(INDEXES))
    await knex.raw(`create index ${name} on ${definition}`);
  if (await hasTrigram(knex)) {
    await knex.raw('create extension if not exists pg_trgm');
    for (const [table, column] of TRIGRAM_INDEXES)
      await knex.raw(
        `create index ${table}_${column}_trgm_idx on ${table} using gin (${column} gin_trgm_ops)`,
      );
  }

  await knex.raw(`create table asset_totals (type text not null, status text not null,
    currency text not null, assets bigint not null, value numeric(20, 2) not null,
    primary key (type, status, currency)) with (fillfactor = 50)`);
  await knex.raw(`create table holiday_day_counts (country text not null, date date not null,
    holidays bigint not null, primary key (country, date)) with (fillfactor = 50)`);
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
}

export async function down(knex: Knex): Promise<void> {
  for (const { fn, table } of [...AGGREGATES].reverse()) {
    for (const event of Object.keys(TRIGGERS))
      await knex.raw(`drop trigger if exists ${fn}_${event} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
  }
  await knex.raw('drop table holiday_day_counts');
  await knex.raw('drop table asset_totals');
  // The tables' indexes and constraints go with them.
  await knex.schema.dropTable('holidays');
  await knex.schema.dropTable('assets');
}
