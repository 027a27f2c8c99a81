import type { AuditChange, LeaveRequest } from '@trellis/contracts';
import { fieldChanges } from './audit-changes';

/** `Priya Raman 2026-03-02–2026-03-06`: whose leave and when, kept with each event. */
export const leaveLabel = (leave: LeaveRequest) =>
  `${leave.employee_name} ${leave.start_date}–${leave.end_date}`;

/** What a request asks for, as the engineer sent it. */
export const leaveRequestedChanges = (leave: LeaveRequest): AuditChange[] =>
  fieldChanges(null, leave, ['leave_type', 'start_date', 'end_date', 'days', 'reason', 'status']);

/** A decision: the status it moved from and to. */
export const leaveDecisionChanges = (before: LeaveRequest, after: LeaveRequest): AuditChange[] =>
  fieldChanges(before, after, ['status']);
