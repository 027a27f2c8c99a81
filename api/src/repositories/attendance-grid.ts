import { LAST_DAY, NOT_EXPIRED } from './ticket-days';

// One statement for a set of engineers `e` (id, username) over a month [:first, :last]: per
// engineer, the days with something on them: the minutes logged (each entry end − start − break,
// floored at 0, as payouts count them), the approved leave, and the holidays of the countries
// of the tickets the engineer logged work on or was booked on that day (engineers have no
// country of their own), each looked up by country and date range rather than a day at a time.
// The page and the CSV export share it.

/** A row as SQL answers it. */
export interface AttendanceRaw {
  id: number;
  username: string;
  days: { date: string; minutes: number; leave_type: string | null; holiday: string | null }[];
}

/**
 * `engineers` selects `e` (id, username); `member(column)` says a row belongs to one of them: a
 * page passes its ids as an array (each lookup then an index scan per engineer), the export
 * reads from `e`.
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
    select t.engineer_id, h.date, h.title
    from tickets t join holidays h on h.country = t.country
      and h.date between greatest(t.task_start_date, :first::date) and least(${LAST_DAY}, :last::date)
    where ${member('t.engineer_id')} and t.task_start_date is not null and ${NOT_EXPIRED}
      and ${LAST_DAY} >= :first::date and t.task_start_date <= :last::date),
  holiday_days as (
    select engineer_id, day, string_agg(title, ', ' order by title) as holiday
    from holidays_met group by engineer_id, day),
  marked as (
    select engineer_id, day from logs union select engineer_id, day from leave_days
    union select engineer_id, day from holiday_days)
  select e.id, e.username,
    coalesce((select json_agg(json_build_object('date', m.day, 'minutes', coalesce(g.minutes, 0),
        'leave_type', v.leave_type, 'holiday', h.holiday) order by m.day)
      from marked m
      left join logs g on g.engineer_id = m.engineer_id and g.day = m.day
      left join leave_days v on v.engineer_id = m.engineer_id and v.day = m.day
      left join holiday_days h on h.engineer_id = m.engineer_id and h.day = m.day
      where m.engineer_id = e.id), '[]'::json) as days
  from e order by e.username, e.id`;
