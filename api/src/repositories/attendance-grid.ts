// One statement for a set of engineers `e` (id, username) over a month [:first, :last]: per
// engineer, the days with something on them: the minutes logged (each entry end − start − break,
// floored at 0, as payouts count them), the approved leave, and the holidays of the countries
// of the tickets the engineer logged work on or was booked on that day (engineers have no
// country of their own), each looked up by country and date. The booked days come from
// engineer_booked_days (per engineer, day and ticket country, kept by triggers on tickets), not
// spread from the tickets on every request. The page and the CSV export share it.

/**
 * A day as SQL answers it, as an array (PostgreSQL builds an array of values for half of what
 * an object with its keys costs): date, minutes logged, leave type, holidays.
 */
export type AttendanceRawDay = [
  date: string,
  minutes: number,
  leave_type: string | null,
  holiday: string | null,
];

/** A row as SQL answers it. */
export interface AttendanceRaw {
  id: number;
  username: string;
  days: AttendanceRawDay[];
}

/**
 * `engineers` selects `e` (id, username); `member(column)` says a row belongs to one of them: a
 * page passes its ids as an array (each lookup then an index scan per engineer), the export
 * reads from `e`. The days are grouped per engineer once, then joined to `e`.
 */
export const attendanceGrid = (
  engineers: string,
  member: (column: string) => string,
) => `with e as (${engineers}),
  logs as (
    select w.engineer_id, w.work_date as day,
      sum(greatest(0, extract(epoch from (w.end_time - w.start_time)) / 60 - w.break_minutes))::int
        as minutes
    from ticket_work_logs w
    where ${member('w.engineer_id')} and w.work_date between :first::date and :last::date
    group by w.engineer_id, w.work_date),
  leave_days as (
    select distinct on (l.engineer_id, d.day) l.engineer_id, d.day::date as day, l.leave_type
    from leave_requests l cross join lateral generate_series(greatest(l.start_date, :first::date),
      least(l.end_date, :last::date), interval '1 day') d(day)
    where l.status = 'approved' and ${member('l.engineer_id')}
      and l.end_date >= :first::date and l.start_date <= :last::date
    order by l.engineer_id, d.day, l.start_date, l.id),
  holidays_met as (
    select w.engineer_id, h.date as day, h.title
    from ticket_work_logs w join tickets t on t.id = w.ticket_id
      join holidays h on h.country = t.country and h.date = w.work_date
    where ${member('w.engineer_id')} and w.work_date between :first::date and :last::date
    union
    select b.engineer_id, h.date, h.title
    from engineer_booked_days b join holidays h on h.country = b.country and h.date = b.day
    where ${member('b.engineer_id')} and b.day between :first::date and :last::date
      and b.tickets > 0),
  holiday_days as (
    select engineer_id, day, string_agg(title, ', ' order by title) as holiday
    from holidays_met group by engineer_id, day),
  marked as (
    select engineer_id, day from logs union select engineer_id, day from leave_days
    union select engineer_id, day from holiday_days),
  days as (
    select m.engineer_id, json_agg(json_build_array(m.day, coalesce(g.minutes, 0), v.leave_type,
        h.holiday) order by m.day) as days
    from marked m
    left join logs g on g.engineer_id = m.engineer_id and g.day = m.day
    left join leave_days v on v.engineer_id = m.engineer_id and v.day = m.day
    left join holiday_days h on h.engineer_id = m.engineer_id and h.day = m.day
    group by m.engineer_id)
  select e.id, e.username, coalesce(d.days, '[]'::json) as days
  from e left join days d on d.engineer_id = e.id order by e.username, e.id`;
