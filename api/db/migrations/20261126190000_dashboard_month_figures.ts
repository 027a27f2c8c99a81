import type { Knex } from 'knex';

// The dashboard's figures counted their months' rows on every request: at 100,000 rows per
// table that is about 90,000 index entries for two months (leads, tickets, approved leave,
// receivables, payouts), 60 to 130 ms. Three small aggregates now keep what the payout and
// receivable totals do not, moved by statement triggers in the same transaction as each write:
// - ticket_start_month_counts: tickets per month of their task start date;
// - approved_leave_month_counts: approved requests per month they overlap (a request from
//   30 March to 2 April counts in March and in April, as the overlap filter did);
// - lead_hour_counts: leads per UTC hour of their creation. A month starts at midnight in the
//   business time zone, which is known only to the connection, so the dashboard sums the whole
//   hours inside the month and counts the leads of a partial hour at either end (in the few
//   zones whose midnights fall on a half hour).

/** The changed rows of a statement, each with +1 (new row) or -1 (old row). */
const changes = (select: (rows: string) => string) => ({
  insert: `select 1 as trg_sign, x.* from (${select('new_rows')}) x`,
  delete: `select -1 as trg_sign, x.* from (${select('old_rows')}) x`,
  update: `select 1 as trg_sign, x.* from (${select('new_rows')}) x
    union all select -1 as trg_sign, x.* from (${select('old_rows')}) x`,
});

/** Adds a statement's deltas, always in key order so that two writers cannot deadlock. */
const addDeltas = (aggregate: string, key: string, count: string) => (rows: string) => `
  insert into ${aggregate} as s (${key}, ${count})
  select ${key}, sum(trg_sign) from (${rows}) changes
  group by ${key} having sum(trg_sign) <> 0 order by ${key}
  on conflict (${key}) do update set ${count} = s.${count} + excluded.${count};`;

const AGGREGATES = [
  {
    fn: 'tickets_start_month_counts',
    table: 'tickets',
    aggregate: 'ticket_start_month_counts',
    key: 'month',
    keyType: 'date',
    count: 'tickets',
    source: (rows: string) => `select date_trunc('month', r.task_start_date)::date as month
      from ${rows} r where r.task_start_date is not null`,
  },
  {
    fn: 'leave_requests_approved_month_counts',
    table: 'leave_requests',
    aggregate: 'approved_leave_month_counts',
    key: 'month',
    keyType: 'date',
    count: 'leaves',
    source: (rows: string) => `select m.month::date as month from ${rows} r
      cross join lateral generate_series(date_trunc('month', r.start_date),
        date_trunc('month', r.end_date), interval '1 month') m(month)
      where r.status = 'approved'`,
  },
  {
    fn: 'leads_hour_counts',
    table: 'leads',
    aggregate: 'lead_hour_counts',
    key: 'hour',
    keyType: 'timestamptz',
    count: 'leads',
    source: (rows: string) =>
      `select date_trunc('hour', r.created_at, 'UTC') as hour from ${rows} r`,
  },
];

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('lock table tickets, leave_requests, leads in share row exclusive mode');
  for (const { fn, table, aggregate, key, keyType, count, source } of AGGREGATES) {
    await knex.raw(`create table ${aggregate} (${key} ${keyType} primary key,
      ${count} bigint not null) with (fillfactor = 50)`);
    // Filled before the trigger exists, so the backfill is not counted twice.
    await knex.raw(`insert into ${aggregate} (${key}, ${count})
      select ${key}, count(*) from (${source(table)}) x group by ${key}`);
    const rows = changes(source);
    const body = addDeltas(aggregate, key, count);
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
    await knex.raw(`analyze ${aggregate}`);
  }
  // The receivables figure sums the receivable totals of the month's invoice dates.
  await knex.raw(
    'create index receivable_totals_invoice_date_idx on receivable_totals (invoice_date)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists receivable_totals_invoice_date_idx');
  for (const { fn, table, aggregate } of [...AGGREGATES].reverse()) {
    for (const event of Object.keys(TRIGGERS))
      await knex.raw(`drop trigger if exists ${fn}_${event} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
    await knex.raw(`drop table if exists ${aggregate}`);
  }
}
