// The leave requests' contract (issue 11): engineers ask from the mobile app, staff approve or
// reject in the dashboard panel. Only what is listed is public.
export {
  LEAVES_PAGE_SIZE,
  LEAVE_DECISIONS,
  LEAVE_FIELD_LABELS,
  LEAVE_MESSAGES,
  LEAVE_STATUSES,
  LEAVE_STATUS_FILTERS,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPES,
  leaveDays,
  type LeaveDecision,
  type LeaveStatus,
  type LeaveStatusFilter,
  type LeaveType,
} from './leave/texts';
export {
  LEAVE_LIST_DEFAULTS,
  LEAVE_SORT_FIELDS,
  engineerLeaveListQuerySchema,
  leaveDateIssues,
  leaveDecisionBodySchema,
  leaveListQuerySchema,
  leaveListResponseSchema,
  leaveRequestBodySchema,
  leaveRequestSchema,
  leaveStatsSchema,
  leaveStatusSchema,
  type LeaveDecisionBody,
  type LeaveListParams,
  type LeaveListQuery,
  type LeaveListResponse,
  type LeaveRequest,
  type LeaveRequestBody,
  type LeaveRequestBodyInput,
  type LeaveSortField,
  type LeaveStats,
} from './leave/schemas';
export { leaveEventSchemas } from './finance-events';
export { leaveArea } from './leave/area';
