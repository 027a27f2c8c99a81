import type { Knex } from 'knex';

// Attendance drawn afresh worked out every engineer's month on every request: the minutes of
// their work logs, their approved leave spread over its days, and the holidays of the countries
// of the tickets they logged work on or were booked on, in one statement of about forty plan
// nodes (0.37 ms of PostgreSQL for a page of 100 engineers, about as much as a whole request may
// cost). This table keeps the answer per engineer and day with something on it, so a page reads
// a few rows by key:
//   minutes     the day's work logs, each end − start − break, floored at 0 (as payouts count)
//   leave_type  the first approved leave covering the day (by start date, then id)
//   holiday     the titles, ', '-joined in order, of the holidays that day in the countries of
//               the tickets the engineer logged work on that day or was booked on
// A day is kept when it has a work log (even of 0 minutes), leave or a holiday.
//
// It is kept by statement triggers in the writing transaction on every table it comes from, so
// any write counts, even one made by hand in SQL: work logs, leave requests, holidays, the
// tickets' countries and the booked days (engineer_booked_days, itself kept from tickets). A
// trigger does not add deltas, as the counters do: a day's leave type and holiday titles are not
// sums. It works the affected days out again (engineer_attendance_refresh) under a lock per
// engineer, taken in id order, so that two writers of one engineer take turns and the second
// works the day out from what the first committed (under READ COMMITTED each statement of the
// function reads afresh).

/** The advisory lock class of an engineer's attendance days (beside 7120019–7120040 in the API). */
const LOCK_CLASS = 7_120_022;

/**
 * The marks of the engineers `member(column)` admits between :first and :last, one row per day
 * with something on it; engineers deleted meanwhile are left out.
 */
const marks = (member: (column: string) => string) => `with logs as (
    select w.engineer_id, w.work_date as day,
      sum(greatest(0, extract(epoch from (w.end_time - w.start_time)) / 60 - w.break_minutes))::int
        as minutes
    from ticket_work_logs w
    where ${member('w.engineer_id')} and w.work_date between first_day and last_day
    group by w.engineer_id, w.work_date),
  leave_days as (
    select distinct on (l.engineer_id, d.day) l.engineer_id, d.day::date as day, l.leave_type
    from leave_requests l cross join lateral generate_series(greatest(l.start_date, first_day),
      least(l.end_date, last_day), interval '1 day') d(day)
    where l.status = 'approved' and ${member('l.engineer_id')}
      and l.end_date >= first_day and l.start_date <= last_day
    order by l.engineer_id, d.day, l.start_date, l.id),
  holidays_met as (
    select w.engineer_id, h.date as day, h.title
    from ticket_work_logs w join tickets t on t.id = w.ticket_id
      join holidays h on h.country = t.country and h.date = w.work_date
    where ${member('w.engineer_id')} and w.work_date between first_day and last_day
    union
    select b.engineer_id, h.date, h.title
    from engineer_booked_days b join holidays h on h.country = b.country and h.date = b.day
    where ${member('b.engineer_id')} and b.day between first_day and last_day
      and b.tickets > 0),
  holiday_days as (
    select engineer_id, day, string_agg(title, ', ' order by title) as holiday
    from holidays_met group by engineer_id, day),
  marked as (
    select engineer_id, day from logs union select engineer_id, day from leave_days
    union select engineer_id, day from holiday_days)
  select m.engineer_id, m.day, coalesce(g.minutes, 0), v.leave_type, h.holiday
  from marked m
  left join logs g on g.engineer_id = m.engineer_id and g.day = m.day
  left join leave_days v on v.engineer_id = m.engineer_id and v.day = m.day
  left join holiday_days h on h.engineer_id = m.engineer_id and h.day = m.day
  where exists (select 1 from users u where u.id = m.engineer_id)`;

const REFRESH = `create function engineer_attendance_refresh(engineer integer, first_day date,
    last_day date) returns void language plpgsql
  set plan_cache_mode = force_generic_plan as $fn$
  begin
    perform pg_advisory_xact_lock(${LOCK_CLASS}, engineer);
    delete from engineer_attendance_days a
      where a.engineer_id = engineer and a.day between first_day and last_day;
    insert into engineer_attendance_days (engineer_id, day, minutes, leave_type, holiday)
      ${marks((column) => `${column} = engineer`)};
  end $fn$`;

/** Every engineer's every day, worked out from the tables: to fill the table, and to check it. */
const WORKED_OUT = `create function engineer_attendance_worked_out()
  returns table (engineer_id integer, day date, minutes integer, leave_type text, holiday text)
  language plpgsql stable as $fn$
  #variable_conflict use_column
  declare
    first_day date := '-infinity';
    last_day date := 'infinity';
  begin
    return query ${marks((column) => `${column} is not null`)};
  end $fn$`;

/** The table worked out again: after a TRUNCATE of a table it comes from. */
const REBUILD = `create function engineer_attendance_rebuild() returns void language plpgsql as $fn$
  begin
    truncate engineer_attendance_days;
    insert into engineer_attendance_days (engineer_id, day, minutes, leave_type, holiday)
      select * from engineer_attendance_worked_out();
  end $fn$`;

/** SQL answering (engineer_id, day) per event, over the transition tables the event has. */
type Pairs = { insert: string; update: string; delete: string };

/** Refreshes each engineer of `pairs` (engineer_id, day) once over the span of their days, in id order. */
const refreshEach = (pairs: string) => `for span in
      select engineer_id, min(day) as first_day, max(day) as last_day from (${pairs}) p
      where engineer_id is not null group by engineer_id order by engineer_id
    loop
      perform engineer_attendance_refresh(span.engineer_id, span.first_day, span.last_day);
    end loop;`;

/**
 * A trigger function that refreshes the days `pairs` names: SQL over the transition tables the
 * event has (old_rows, new_rows) answering (engineer_id, day).
 */
const refreshing = (name: string, pairs: Pairs) =>
  `create function ${name}() returns trigger language plpgsql as $fn$
  declare
    span record;
  begin
    if tg_op = 'INSERT' then ${refreshEach(pairs.insert)}
    elsif tg_op = 'DELETE' then ${refreshEach(pairs.delete)}
    else ${refreshEach(pairs.update)}
    end if;
    return null;
  end $fn$`;

/** The same pairs from whichever transition tables the event has. */
const eachEvent = (of: (rows: string) => string) => ({
  insert: of('new_rows'),
  delete: of('old_rows'),
  update: `${of('new_rows')} union ${of('old_rows')}`,
});

const TRIGGERS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/** A holiday in the country of booked day `r` on its day. */
const onHoliday = (r: string) =>
  `exists (select 1 from holidays h where h.country = ${r}.country and h.date = ${r}.day)`;

/**
 * Only a booked day in a country with a holiday that day shows on Attendance, and only when the
 * engineer becomes booked there or stops being (a second ticket on a booked day changes nothing).
 */
const BOOKED_DAYS: Pairs = {
  insert: `select r.engineer_id, r.day from new_rows r where r.tickets > 0 and ${onHoliday('r')}`,
  delete: `select r.engineer_id, r.day from old_rows r where r.tickets > 0 and ${onHoliday('r')}`,
  update: `select n.engineer_id, n.day from new_rows n
      left join old_rows o using (engineer_id, day, country)
      where (n.tickets > 0) is distinct from (o.tickets > 0) and ${onHoliday('n')}
    union
    select o.engineer_id, o.day from old_rows o
      left join new_rows n using (engineer_id, day, country)
      where n.engineer_id is null and o.tickets > 0 and ${onHoliday('o')}`,
};

/** Table → its trigger function and the (engineer_id, day) pairs a statement's rows touch. */
const SOURCES: Record<string, { fn: string; pairs: Pairs }> = {
  ticket_work_logs: {
    fn: 'engineer_attendance_from_work_logs',
    pairs: eachEvent((rows) => `select r.engineer_id, r.work_date as day from ${rows} r`),
  },
  leave_requests: {
    fn: 'engineer_attendance_from_leave',
    pairs: eachEvent(
      (rows) => `select r.engineer_id, d.day::date as day from ${rows} r
      cross join lateral generate_series(r.start_date, r.end_date, interval '1 day') d(day)
      where r.status = 'approved'`,
    ),
  },
  engineer_booked_days: { fn: 'engineer_attendance_from_booked_days', pairs: BOOKED_DAYS },
  holidays: {
    fn: 'engineer_attendance_from_holidays',
    pairs: eachEvent(
      (rows) => `select w.engineer_id, w.work_date as day from ${rows} r
        join tickets t on t.country = r.country
        join ticket_work_logs w on w.ticket_id = t.id and w.work_date = r.date
      union
      select b.engineer_id, b.day from ${rows} r
        join engineer_booked_days b on b.country = r.country and b.day = r.date`,
    ),
  },
};

/**
 * A ticket's country names the holidays of the days its engineers logged work on it. (A trigger
 * with transition tables cannot name its columns, so it runs on every update of tickets and
 * keeps the rows whose country changed.)
 */
const TICKET_COUNTRY = `create function engineer_attendance_from_ticket_countries()
  returns trigger language plpgsql as $fn$
  declare
    span record;
  begin
    ${refreshEach(`select w.engineer_id, w.work_date as day
      from new_rows n join old_rows o on o.id = n.id
        join ticket_work_logs w on w.ticket_id = n.id
      where n.country is distinct from o.country`)}
    return null;
  end $fn$`;

const TRUNCATE_FUNCTION = `create function engineer_attendance_truncate() returns trigger
  language plpgsql as $fn$
  begin
    perform engineer_attendance_rebuild();
    return null;
  end $fn$`;

export async function up(knex: Knex): Promise<void> {
  for (const table of [...Object.keys(SOURCES), 'tickets'])
    await knex.raw(`lock table ${table} in share row exclusive mode`);
  await knex.raw(`create table engineer_attendance_days (
    engineer_id integer not null references users (id) on delete cascade,
    day date not null,
    minutes integer not null,
    leave_type text,
    holiday text,
    primary key (engineer_id, day))`);
  await knex.raw(REFRESH);
  await knex.raw(WORKED_OUT);
  await knex.raw(REBUILD);
  // Filled before the triggers exist.
  await knex.raw('select engineer_attendance_rebuild()');
  for (const [table, { fn, pairs }] of Object.entries(SOURCES)) {
    await knex.raw(refreshing(fn, pairs));
    for (const [event, transition] of Object.entries(TRIGGERS))
      await knex.raw(`create trigger ${fn}_${event} after ${event} on ${table}
        referencing ${transition} for each statement execute function ${fn}()`);
  }
  await knex.raw(TICKET_COUNTRY);
  await knex.raw(`create trigger engineer_attendance_from_ticket_countries
    after update on tickets referencing old table as old_rows new table as new_rows
    for each statement execute function engineer_attendance_from_ticket_countries()`);
  // TRUNCATE fires no row or statement trigger for the rows it removes.
  await knex.raw(TRUNCATE_FUNCTION);
  for (const table of Object.keys(SOURCES))
    await knex.raw(`create trigger engineer_attendance_truncate after truncate on ${table}
      for each statement execute function engineer_attendance_truncate()`);
  await knex.raw('analyze engineer_attendance_days');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of Object.keys(SOURCES))
    await knex.raw(`drop trigger if exists engineer_attendance_truncate on ${table}`);
  await knex.raw('drop function if exists engineer_attendance_truncate()');
  await knex.raw('drop trigger if exists engineer_attendance_from_ticket_countries on tickets');
  await knex.raw('drop function if exists engineer_attendance_from_ticket_countries()');
  for (const [table, { fn }] of Object.entries(SOURCES)) {
    for (const event of Object.keys(TRIGGERS))
      await knex.raw(`drop trigger if exists ${fn}_${event} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
  }
  await knex.raw('drop function if exists engineer_attendance_rebuild()');
  await knex.raw('drop function if exists engineer_attendance_worked_out()');
  await knex.raw('drop function if exists engineer_attendance_refresh(integer, date, date)');
  await knex.raw('drop table if exists engineer_attendance_days');
}
