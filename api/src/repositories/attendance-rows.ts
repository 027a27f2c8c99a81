import {
  displayCode,
  PAYOUT_RULES,
  type AttendanceDay,
  type AttendanceRow,
} from '@trellis/contracts';
import type { AttendanceRaw } from './attendance-grid';
import { leaveTypeOf } from './dispatch-rows';

const REGULAR_MINUTES = PAYOUT_RULES.regularHoursPerDay * 60;

/** Hours from minutes, to 2 decimals (as payouts round them). */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const overtime = (minutes: number) => Math.max(0, minutes - REGULAR_MINUTES);

/** A row with its days in hours and its totals (each total rounded once, from minutes). */
export function toAttendanceRow(raw: AttendanceRaw): AttendanceRow {
  const days = raw.days.map(([date, minutes, leaveType, holiday]): AttendanceDay => ({
    date,
    hours: hours(minutes),
    overtime_hours: hours(overtime(minutes)),
    leave_type: leaveType === null ? null : leaveTypeOf(leaveType),
    holiday,
  }));
  const sum = (f: (minutes: number) => number) =>
    raw.days.reduce((total, day) => total + f(day[1]), 0);
  return {
    engineer_id: raw.id,
    code: displayCode('engineer', raw.id),
    name: raw.username,
    days,
    totals: {
      days_worked: raw.days.filter((day) => day[1] > 0).length,
      hours: hours(sum((m) => m)),
      overtime_hours: hours(sum(overtime)),
      leave_days: raw.days.filter((day) => day[2] !== null).length,
    },
  };
}
