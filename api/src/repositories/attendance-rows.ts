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

/**
 * A row with its days in hours and its totals (each total rounded once, from minutes). One pass
 * and no closures: it runs for every engineer of every page drawn.
 */
export function toAttendanceRow(raw: AttendanceRaw): AttendanceRow {
  const days: AttendanceDay[] = [];
  let worked = 0;
  let minutesSum = 0;
  let overtimeSum = 0;
  let leaveDays = 0;
  for (const [date, minutes, leaveType, holiday] of raw.days) {
    days.push({
      date,
      hours: hours(minutes),
      overtime_hours: hours(overtime(minutes)),
      leave_type: leaveType === null ? null : leaveTypeOf(leaveType),
      holiday,
    });
    if (minutes > 0) worked += 1;
    minutesSum += minutes;
    overtimeSum += overtime(minutes);
    if (leaveType !== null) leaveDays += 1;
  }
  return {
    engineer_id: raw.id,
    code: displayCode('engineer', raw.id),
    name: raw.username,
    days,
    totals: {
      days_worked: worked,
      hours: hours(minutesSum),
      overtime_hours: hours(overtimeSum),
      leave_days: leaveDays,
    },
  };
}
