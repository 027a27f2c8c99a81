import type { LeaveRequest } from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// A leave request as SQL answers it (one JSON object built by LEAVE_JSON from `leave_requests l`
// and the deciding user `d`) and its mapping to the contract's shape. The list and the single
// read share both, so the two cannot drift apart.

export const LEAVE_FROM = 'leave_requests l left join users d on d.id = l.decided_by';

/** One request as a JSON object. Named columns only: the statements using it are prepared. */
export const LEAVE_JSON = `json_build_object('id', l.id, 'engineer_id', l.engineer_id,
  'employee_name', l.employee_name, 'leave_type', l.leave_type, 'start_date', l.start_date,
  'end_date', l.end_date, 'days', l.end_date - l.start_date + 1, 'reason', l.reason,
  'status', l.status, 'decided_by', l.decided_by, 'decided_by_name', d.username,
  'decided_at', ${epochMs('l.decided_at')}, 'created_at', ${epochMs('l.created_at')})`;

export type LeaveJson = Omit<LeaveRequest, 'decided_at' | 'created_at'> & {
  decided_at: number | null;
  created_at: number;
};

export function toLeaveRequest(row: LeaveJson): LeaveRequest {
  return withFields(row, {
    decided_at: row.decided_at === null ? null : isoFromEpoch(row.decided_at),
    created_at: isoFromEpoch(row.created_at),
  });
}
