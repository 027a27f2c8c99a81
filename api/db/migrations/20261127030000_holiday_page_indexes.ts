import type { Knex } from 'knex';

// The holidays list sorts by date, then title (so one day's holidays read the same on every
// page), then id. The date indexes ended at (date, id), so each page sorted every holiday of its
// days again by title; they now hold the whole order. The cards' count of this month's active
// days asked holiday_day_counts for a date range with every country first in its key, which
// PostgreSQL answered with a skip scan per country; an index by date answers it in one range.
const REPLACED: [name: string, before: string, after: string][] = [
  ['holidays_date_id_idx', 'holidays (date, id)', 'holidays (date, lower(title), id)'],
  [
    'holidays_country_date_id_idx',
    'holidays (country, date, id)',
    'holidays (country, date, lower(title), id)',
  ],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, , after] of REPLACED) {
    await knex.raw(`drop index if exists ${name}`);
    await knex.raw(`create index ${name} on ${after}`);
  }
  await knex.raw(
    'create index holiday_day_counts_date_idx on holiday_day_counts (date) include (holidays)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists holiday_day_counts_date_idx');
  for (const [name, before] of REPLACED) {
    await knex.raw(`drop index if exists ${name}`);
    await knex.raw(`create index ${name} on ${before}`);
  }
}
