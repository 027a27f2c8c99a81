import type { Knex } from 'knex';

// The Holidays cards summed holiday_day_counts, one row per country and day: 33,000 rows at
// 100,000 holidays, 11 to 19 ms for every unfiltered page. holiday_month_counts keeps the same
// per country and month (a few hundred rows), moved by a trigger on every change of the day
// counts, in the same transaction. The cards then read the months, and only the current
// month's days, where "today" splits Active from Expired.

const APPLY = `create function holiday_month_counts_apply() returns trigger language plpgsql as $fn$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      insert into holiday_month_counts as m (country, month, holidays)
        values (old.country, date_trunc('month', old.date)::date, -old.holidays)
        on conflict (country, month) do update set holidays = m.holidays + excluded.holidays;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into holiday_month_counts as m (country, month, holidays)
        values (new.country, date_trunc('month', new.date)::date, new.holidays)
        on conflict (country, month) do update set holidays = m.holidays + excluded.holidays;
    end if;
    return null;
  end $fn$`;

const CLEAR = `create function holiday_month_counts_clear() returns trigger language plpgsql as $fn$
  begin
    truncate holiday_month_counts;
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create table holiday_month_counts (country text not null, month date not null,
    holidays bigint not null, primary key (country, month)) with (fillfactor = 50)`);
  await knex.raw(`insert into holiday_month_counts (country, month, holidays)
    select country, date_trunc('month', date)::date, sum(holidays) from holiday_day_counts
    group by 1, 2`);
  await knex.raw(APPLY);
  await knex.raw(CLEAR);
  await knex.raw(`create trigger holiday_day_counts_by_month
    after insert or update or delete on holiday_day_counts
    for each row execute function holiday_month_counts_apply()`);
  await knex.raw(`create trigger holiday_day_counts_cleared after truncate on holiday_day_counts
    for each statement execute function holiday_month_counts_clear()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists holiday_day_counts_cleared on holiday_day_counts');
  await knex.raw('drop trigger if exists holiday_day_counts_by_month on holiday_day_counts');
  await knex.raw('drop function if exists holiday_month_counts_clear()');
  await knex.raw('drop function if exists holiday_month_counts_apply()');
  await knex.raw('drop table if exists holiday_month_counts');
}
