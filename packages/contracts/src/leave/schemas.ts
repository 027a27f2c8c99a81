import { z } from 'zod';
import {
  countsSchemaOf,
  listDefaultsOf,
  newestFirstQuerySchema,
  listResponseSchema,
} from '../common';
import { enumField, optionalText } from '../common/form-fields';
import { isoDateSchema, queryDate, requiredDate } from '../common/iso-date';
import {
  LEAVE_DECISIONS,
  LEAVE_FIELD_LABELS as L,
  LEAVE_MESSAGES,
  LEAVE_STATUSES,
  LEAVE_STATUS_FILTERS,
  LEAVE_TYPES,
  LEAVES_PAGE_SIZE,
} from './texts';

// The leave request's bodies, response and list query (issue 11).

export const leaveStatusSchema = z.enum(LEAVE_STATUSES);

/**
 * POST /api/engineers/me/leaves (the mobile app): the engineer asks for days off. End on or
 * after start here; "start not in the past" needs the business today (`leaveDateIssues`).
 */
export const leaveRequestBodySchema = z
  .object({
    leave_type: enumField(LEAVE_TYPES, L.leave_type),
    start_date: requiredDate(L.start_date),
    end_date: requiredDate(L.end_date),
    reason: optionalText(L.reason, 1000),
  })
  .refine((body) => body.end_date >= body.start_date, {
    path: ['end_date'],
    message: LEAVE_MESSAGES.endBeforeStart,
  });
export type LeaveRequestBodyInput = z.input<typeof leaveRequestBodySchema>;
export type LeaveRequestBody = z.output<typeof leaveRequestBodySchema>;

/** The rule against today: a leave cannot start in the past (business time zone). */
export function leaveDateIssues(
  body: Pick<LeaveRequestBody, 'start_date'>,
  today: string,
): { path: string; message: string }[] {
  return body.start_date < today
    ? [{ path: 'start_date', message: LEAVE_MESSAGES.startInPast }]
    : [];
}

/** PUT /api/leave-requests/:id: staff approve or reject a pending request. */
export const leaveDecisionBodySchema = z.object({
  status: enumField(LEAVE_DECISIONS, L.status),
});
export type LeaveDecisionBody = z.infer<typeof leaveDecisionBodySchema>;

/** A leave request as the API answers it. */
export const leaveRequestSchema = z.object({
  id: z.number().int(),
  /** The engineer who asked; null for the demo rows, which only carry a name. */
  engineer_id: z.number().int().nullable(),
  employee_name: z.string(),
  /** One of LEAVE_TYPES for requests made through the API; older rows may hold other text. */
  leave_type: z.string(),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  /** Inclusive: a one-day leave is 1. */
  days: z.number().int(),
  reason: z.string().nullable(),
  status: leaveStatusSchema,
  /** The staff user who approved or rejected it (null while pending, or once deleted). */
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  /** ISO 8601, null while pending. */
  decided_at: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const LEAVE_SORT_FIELDS = ['created_at', 'start_date'] as const;
export type LeaveSortField = (typeof LEAVE_SORT_FIELDS)[number];

/**
 * GET /api/leave-requests' query: `search` matches the employee's name (contains, any case);
 * `status` filters ('all': no filter); `engineer_id` keeps one engineer's requests; `from`/`to`
 * (inclusive, YYYY-MM-DD, either may be left open) keep the requests whose days overlap the
 * range, so a leave that began before `from` but is still running counts as off that week.
 */
const leaveListQueryObject = newestFirstQuerySchema(LEAVE_SORT_FIELDS, LEAVES_PAGE_SIZE).extend({
  status: z.enum(LEAVE_STATUS_FILTERS).optional().default('all'),
  engineer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: queryDate('From'),
  to: queryDate('To'),
});
const withDateRange = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: LEAVE_MESSAGES.toBeforeFrom,
  });
export const leaveListQuerySchema = withDateRange(leaveListQueryObject);

/** With no sort chosen the newest requests come first. */
export const LEAVE_LIST_DEFAULTS = listDefaultsOf(leaveListQuerySchema);
export type LeaveListQuery = z.input<typeof leaveListQuerySchema>;
export type LeaveListParams = z.output<typeof leaveListQuerySchema>;

/**
 * GET /api/engineers/me/leaves (the mobile app): the staff list's query less `engineer_id`, since
 * an engineer only ever lists their own requests.
 */
export const engineerLeaveListQuerySchema = withDateRange(
  leaveListQueryObject.omit({ engineer_id: true }),
);

/** Requests per status over every match of the other filters (the status filter aside). */
export const leaveStatsSchema = countsSchemaOf(['total', 'pending', 'approved', 'rejected']);
export type LeaveStats = z.infer<typeof leaveStatsSchema>;

export const leaveListResponseSchema = listResponseSchema(leaveRequestSchema).extend({
  stats: leaveStatsSchema,
});
export type LeaveListResponse = z.infer<typeof leaveListResponseSchema>;
