import type { LeaveRequest } from '@trellis/contracts';

/** What a day of an engineer's month shows: approved leave, or a request still pending. */
export interface LeaveDayMark {
  status: 'approved' | 'pending';
  leaveType: string;
}

/** One engineer's month of leave. */
export interface MonthLeaveRow {
  /** The engineer's id, or the name for an old request that carries only a name. */
  key: string;
  name: string;
  days: ReadonlyMap<string, LeaveDayMark>;
  approvedDays: number;
  pendingDays: number;
}

/**
 * The month's rows from its leave requests: one per engineer with at least one approved or
 * pending day in `days`, by name. Where an approved leave and a pending request share a day the
 * approved one shows, since that day is off whatever becomes of the request.
 */
export function monthLeaveRows(
  leaves: readonly LeaveRequest[],
  days: readonly string[],
): MonthLeaveRow[] {
  const rows = new Map<string, { name: string; days: Map<string, LeaveDayMark> }>();
  for (const leave of leaves) {
    if (leave.status === 'rejected') continue;
    const key =
      leave.engineer_id === null ? `name:${leave.employee_name}` : String(leave.engineer_id);
    const row = rows.get(key) ?? { name: leave.employee_name, days: new Map() };
    for (const day of days) {
      if (day < leave.start_date || day > leave.end_date) continue;
      if (row.days.get(day)?.status === 'approved') continue;
      row.days.set(day, { status: leave.status, leaveType: leave.leave_type });
    }
    if (row.days.size > 0) rows.set(key, row);
  }
  const count = (marks: Map<string, LeaveDayMark>, status: LeaveDayMark['status']) =>
    [...marks.values()].filter((mark) => mark.status === status).length;
  return [...rows.entries()]
    .map(([key, row]) => ({
      key,
      name: row.name,
      days: row.days,
      approvedDays: count(row.days, 'approved'),
      pendingDays: count(row.days, 'pending'),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}
