// The dispatch board (engineers × days, in the tickets remote) and the Attendance month: one
// engineers × days grid with two uses. GET /api/dispatch answers a range of at most 31 days;
// GET /api/dispatch/suggestions ranks who can take a ticket and says why in words;
// GET /api/attendance answers a month of logged hours, leave and holidays per engineer.
import { z } from 'zod';
import { engineerComplianceSchema } from './engineer-profile';
import { isIsoDate, isoDateSchema } from './common/iso-date';
import { LEAVE_TYPES } from './leave/texts';
import { ticketPrioritySchema, ticketStatusSchema } from './ticket/fields';
import { TICKET_STATUS_GROUPS, type TicketStatusGroup } from './ticket/texts';

/** The board shows 7 days (the default) or 14; the API answers at most 31. */
export const DISPATCH_RANGES = [7, 14] as const;
export const DISPATCH_MAX_DAYS = 31;
/** Engineers (rows) per page of the board; with thousands of engineers the board pages. */
export const DISPATCH_PAGE_SIZE = 50;
export const DISPATCH_MAX_PAGE_SIZE = 200;
/** Suggestions answered for one ticket (all active engineers are ranked; the best are sent). */
export const DISPATCH_SUGGESTIONS_LIMIT = 50;
/**
 * A ticket's start time is an hour of the day, not a length: each day a ticket spans books one
 * working day of this many hours, and an engineer with more than this booked on a day is
 * overbooked (a warning, never a refusal).
 */
export const WORKDAY_HOURS = 8;

export const DISPATCH_MESSAGES = {
  rangeTooLong: `Choose at most ${DISPATCH_MAX_DAYS} days`,
  toBeforeFrom: 'The end of the range is before its start',
  fromInvalid: 'From must be a date (YYYY-MM-DD)',
  toInvalid: 'To must be a date (YYYY-MM-DD)',
  /** The 409 ENGINEER_ON_LEAVE: approved leave overlaps the ticket's dates. */
  onLeave: (name: string, from: string, to: string) =>
    `${name} is on approved leave from ${from} to ${to}, which overlaps this ticket's dates`,
  overbooked: (name: string, day: string, hours: number) =>
    `${name} is booked ${hours} h on ${day}`,
} as const;

const statusGroups = Object.keys(TICKET_STATUS_GROUPS) as [
  TicketStatusGroup,
  ...TicketStatusGroup[],
];

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Every day (YYYY-MM-DD) from `from` to `to`, both included; none when `to` is before `from`. */
export function gridDays(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * GET /api/dispatch. The search narrows the tickets (code, task name, city, customer or engineer
 * name, as the tickets list searches) and, when it names active engineers (name or AIM-E code),
 * the rows too. A page holds `limit` engineers by name, with the unassigned tickets of the range
 * and the tickets of those engineers.
 */
export const dispatchQuerySchema = z
  .object({
    from: z.string().trim().refine(isIsoDate, DISPATCH_MESSAGES.fromInvalid),
    to: z.string().trim().refine(isIsoDate, DISPATCH_MESSAGES.toInvalid),
    search: z.string().trim().max(200).optional().default(''),
    country: z.string().trim().max(100).optional(),
    status_group: z.enum(statusGroups).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(DISPATCH_MAX_PAGE_SIZE).default(DISPATCH_PAGE_SIZE),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: DISPATCH_MESSAGES.toBeforeFrom })
  .refine((q) => dayCount(q.from, q.to) <= DISPATCH_MAX_DAYS, {
    path: ['to'],
    message: DISPATCH_MESSAGES.rangeTooLong,
  });
export type DispatchQuery = z.input<typeof dispatchQuerySchema>;
export type DispatchParams = z.output<typeof dispatchQuerySchema>;

/** Approved leave overlapping the range. */
export const dispatchLeaveSchema = z.object({
  id: z.number().int(),
  leave_type: z.enum(LEAVE_TYPES),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
});
export type DispatchLeave = z.infer<typeof dispatchLeaveSchema>;

/** A row of the board: an active engineer, their compliance, leave and booked hours. */
export const dispatchEngineerSchema = z.object({
  id: z.number().int(),
  /** `AIM-E-007` (`displayCode('engineer', id)`). */
  code: z.string(),
  name: z.string(),
  compliance: engineerComplianceSchema,
  leaves: z.array(dispatchLeaveSchema),
  /** Day (YYYY-MM-DD) → hours booked by the engineer's tickets that day; days without are left out. */
  booked_hours_by_day: z.record(z.string(), z.number()),
});
export type DispatchEngineer = z.infer<typeof dispatchEngineerSchema>;

/** A card: a ticket whose dates overlap the range, assigned or not. */
export const dispatchTicketSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  task_name: z.string(),
  status: ticketStatusSchema,
  status_group: z.enum(statusGroups),
  priority: ticketPrioritySchema,
  customer_name: z.string(),
  engineer_id: z.number().int().nullable(),
  task_start_date: isoDateSchema,
  task_end_date: isoDateSchema,
  task_time_hours: z.number().int().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Days of the ticket in the range that are public holidays in its country. */
  holiday_dates: z.array(isoDateSchema),
});
export type DispatchTicket = z.infer<typeof dispatchTicketSchema>;

export const dispatchHolidaySchema = z.object({
  date: isoDateSchema,
  country: z.string(),
  title: z.string(),
});
export type DispatchHoliday = z.infer<typeof dispatchHolidaySchema>;

export const dispatchResponseSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  engineers: z.array(dispatchEngineerSchema),
  tickets: z.array(dispatchTicketSchema),
  holidays: z.array(dispatchHolidaySchema),
  /** Active engineers matching (all pages), and this page of them. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DispatchResponse = z.infer<typeof dispatchResponseSchema>;

/** Why an engineer can or cannot take a ticket, as the picker labels them. */
export const DISPATCH_AVAILABILITY = [
  'available',
  'overbooked',
  'on_leave',
  'not_compliant',
] as const;
export type DispatchAvailability = (typeof DISPATCH_AVAILABILITY)[number];
export const DISPATCH_AVAILABILITY_LABELS: Record<DispatchAvailability, string> = {
  available: 'Available',
  overbooked: 'Overbooked',
  on_leave: 'On leave',
  not_compliant: 'Not compliant',
};

/** GET /api/dispatch/suggestions?ticket_id */
export const dispatchSuggestionsQuerySchema = z.object({
  ticket_id: z.coerce.number().int().positive().max(2_147_483_647),
  limit: z.coerce.number().int().min(1).max(500).default(DISPATCH_SUGGESTIONS_LIMIT),
});
export type DispatchSuggestionsQuery = z.input<typeof dispatchSuggestionsQuerySchema>;

/**
 * One engineer for a ticket, best first: the assignable (compliant through its end date and not
 * on leave), least booked on its days, then those who worked in its city before, then by name.
 */
export const dispatchSuggestionSchema = z.object({
  engineer_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  availability: z.enum(DISPATCH_AVAILABILITY),
  /** False when the API would refuse the assignment (on leave, not compliant). */
  assignable: z.boolean(),
  /** The reasons in words: "free all 3 days · 2 earlier jobs in Leeds". */
  reason: z.string(),
  booked_hours: z.number(),
  earlier_jobs_in_city: z.number().int(),
});
export type DispatchSuggestion = z.infer<typeof dispatchSuggestionSchema>;
export const dispatchSuggestionsResponseSchema = z.object({
  ticket_id: z.number().int(),
  suggestions: z.array(dispatchSuggestionSchema),
  /** Active engineers ranked; the best `limit` are in `suggestions`. */
  total: z.number().int(),
});
export type DispatchSuggestionsResponse = z.infer<typeof dispatchSuggestionsResponseSchema>;
