import type { Knex } from 'knex';

// The Holidays cards summed holiday_month_counts, one row per country and month: 1,100 rows at
// 100,000 holidays, about half of the first page's time in PostgreSQL. holiday_year_counts
// keeps the same per country and year (about a hundred rows), moved by a trigger on every change
// of the month counts, in the same transaction. The cards read the years; only this year's
// later months and this month's days are read finer, where "today" splits Active from Expired.

const APPLY = `create function holiday_year_counts_apply() returns trigger language plpgsql as $fn$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      insert into holiday_year_counts as y (country, year, holidays)
        values (old.country, date_trunc('year', old.month)::date, -old.holidays)
        on conflict (country, year) do update set holidays = y.holidays + excluded.holidays;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into holiday_year_counts as y (country, year, holidays)
        values (new.country, date_trunc('year', new.month)::date, new.holidays)
        on conflict (country, year) do update set holidays = y.holidays + excluded.holidays;
    end if;
    return null;
  end $fn$`;

const CLEAR = `create function holiday_year_counts_clear() returns trigger language plpgsql as $fn$
  begin
    truncate holiday_year_counts;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table holiday_year_counts (country text not null, year date not null,
    holidays bigint not null, primary key (country, year)) with (fillfactor = 50)`);
  await knex.raw(`insert into holiday_year_counts (country, year, holidays)
    select country, date_trunc('year', month)::date, sum(holidays) from holiday_month_counts
    group by 1, 2`);
  await knex.raw(APPLY);
  await knex.raw(CLEAR);
  await knex.raw(`create trigger holiday_month_counts_by_year
    after insert or update or delete on holiday_month_counts
    for each row execute function holiday_year_counts_apply()`);
  // A truncate of the day counts truncates the months, whose own truncate clears the years.
  await knex.raw(`create trigger holiday_month_counts_cleared after truncate on holiday_month_counts
    for each statement execute function holiday_year_counts_clear()`);
  // This year's later months, for every country at once.
  await knex.raw(
    'create index holiday_month_counts_month_idx on holiday_month_counts (month) include (holidays)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists holiday_month_counts_month_idx');
  await knex.raw('drop trigger if exists holiday_month_counts_cleared on holiday_month_counts');
  await knex.raw('drop trigger if exists holiday_month_counts_by_year on holiday_month_counts');
  await knex.raw('drop function if exists holiday_year_counts_clear()');
  await knex.raw('drop function if exists holiday_year_counts_apply()');
  await knex.raw('drop table if exists holiday_year_counts');
}
