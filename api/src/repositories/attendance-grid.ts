// Attendance's days for a set of engineers over a month [:first, :last]: per engineer, the days
// with something on them: the minutes logged (each entry end − start − break, floored at 0, as
// payouts count them), the approved leave, and the holidays of the countries of the tickets the
// engineer logged work on or was booked on that day (engineers have no country of their own).
// Those days are read from engineer_attendance_days, kept per engineer and day by triggers on
// every table they come from (migration 20261130010000), not worked out on every request. The
// page and the CSV export share the read of the days.

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
 * Per engineer `member(column)` admits, their days of [:first, :last] with something on them as
 * one JSON array of AttendanceRawDay, read by key from engineer_attendance_days.
 */
export const attendanceDays = (member: (column: string) => string) => `select a.engineer_id,
    json_agg(json_build_array(a.day, a.minutes, a.leave_type, a.holiday) order by a.day) as days
  from engineer_attendance_days a
  where ${member('a.engineer_id')} and a.day between :first::date and :last::date
  group by a.engineer_id`;

/**
 * Every engineer `engineers` selects (`e`: id, username) with their days, by name: the export's
 * rows. `member(column)` says a row belongs to one of them.
 */
export const attendanceGrid = (
  engineers: string,
  member: (column: string) => string,
) => `with e as (${engineers}),
  days as (${attendanceDays(member)})
  select e.id, e.username, coalesce(d.days, '[]'::json) as days
  from e left join days d on d.engineer_id = e.id order by e.username, e.id`;
