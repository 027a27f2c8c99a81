// The leave requests' enums, texts and defaults (issue 11). Zod-free.

/** What an engineer may ask for; the demo rows use the first three. */
export const LEAVE_TYPES = [
  'Annual Leave',
  'Sick Leave',
  'Personal Leave',
  'Unpaid Leave',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** A request is pending until staff approve or reject it; a decision is final. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** What staff may decide (PUT /api/leave-requests/:id). */
export const LEAVE_DECISIONS = ['approved', 'rejected'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** The status filter: 'all' or one status. */
export const LEAVE_STATUS_FILTERS = ['all', ...LEAVE_STATUSES] as const;
export type LeaveStatusFilter = (typeof LEAVE_STATUS_FILTERS)[number];
export const LEAVE_STATUS_LABELS: Record<LeaveStatusFilter, string> = {
  all: 'All Status',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Leave requests are listed 10 to a page. */
export const LEAVES_PAGE_SIZE = 10;

/** The form's labels, used in its validation messages ("Start Date is required"). */
export const LEAVE_FIELD_LABELS = {
  leave_type: 'Leave Type',
  start_date: 'Start Date',
  end_date: 'End Date',
  reason: 'Reason',
  status: 'Status',
} as const;

/** The panel's title is the product's fixed wording; the rest is our own. */
export const LEAVE_MESSAGES = {
  panelTitle: 'Leave Requests',
  approve: 'Approve',
  reject: 'Reject',
  noPending: 'No pending leave requests.',
  loadFailed: 'Failed to load leave requests',
  decideFailed: 'Failed to update leave request',
  approved: 'Leave request approved',
  rejected: 'Leave request rejected',
  startInPast: 'Start Date cannot be in the past',
  endBeforeStart: 'End Date must be on or after Start Date',
  toBeforeFrom: 'To must be on or after From',
  alreadyDecided: 'This leave request has already been decided',
  engineerOnly: 'Only an engineer account can request leave',
} as const;

/** Inclusive days of a leave, from its ISO dates ("2026-01-05" to "2026-01-07" is 3). */
export function leaveDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
