import { LEAVE_TYPES, type LeaveType } from '@trellis/contracts';
import { LEAVE_SHORT_LABELS } from '../../attendance/attendance-texts';

const isLeaveType = (value: string): value is LeaveType =>
  (LEAVE_TYPES as readonly string[]).includes(value);

/**
 * A leave's two letters in a day cell, the same as on Attendance ("AL"); an older request's own
 * text ("Maternity Leave") gives its words' initials.
 */
export function leaveShortLabel(leaveType: string): string {
  if (isLeaveType(leaveType)) return LEAVE_SHORT_LABELS[leaveType];
  const initials = leaveType
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials.slice(0, 2) || '?';
}
