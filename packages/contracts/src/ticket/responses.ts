import { z } from 'zod';
import { listDefaultsOf, newestFirstQuerySchema, listResponseSchema } from '../common';
import { engineerStatusSchema } from '../engineer-profile';
import { decimalAmountSchema } from '../common/amount';
import { customerColumns, rateColumns, scheduleColumns } from '../common/task-columns';
import { isIsoDate, isoDateSchema, queryDate } from '../common/iso-date';

import { TICKETS_PAGE_SIZE } from './texts';
import { ticketPrioritySchema, ticketStatusSchema, ticketTimeZoneSchema } from './fields';
import { ticketStatsSchema } from './stats';

// Responses: the ticket, its files and work logs, the list query and response, the pickers.
// ---------------------------------------------------------------------------------------------
// The ticket

/** A row of GET /api/tickets, and the payload of the ticket:* events. */
export const ticketListItemSchema = z.object({
  id: z.number().int(),
  /** The display code, `#AIM-T-001` (`displayCode('ticket', id)`). */
  code: z.string(),
  task_name: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  ...customerColumns,
  /** null: unassigned. */
  engineer_id: z.number().int().nullable(),
  engineer_name: z.string().nullable(),
  ...scheduleColumns,
  timezone: ticketTimeZoneSchema,
  /** The Location column: "City, Country" (`ticketLocation`), "" when neither is set. */
  location: z.string(),
  apartment: z.string().nullable(),
  address_line_1: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  /** The lead it was created from, by id; null for a ticket without a lead. */
  lead_id: z.number().int().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

/** A stored file of a ticket, downloadable at `url` (`/api/files/:id`). */
export const ticketFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});
export type TicketFile = z.infer<typeof ticketFileSchema>;

/**
 * GET /api/tickets/:id, and the answer of POST and PUT: every field of the ticket, its files and
 * its logged hours.
 */
export const ticketSchema = ticketListItemSchema.extend({
  /** The lead's display code, `#AIM-L-001`; null without a lead. */
  lead_code: z.string().nullable(),
  engineer_email: z.string().nullable(),
  scope_of_work: z.string().nullable(),
  address_line_2: z.string().nullable(),
  poc_details: z.string().nullable(),
  re_details: z.string().nullable(),
  call_invites: z.string().nullable(),
  ...rateColumns,
  travel_cost_day: decimalAmountSchema.nullable(),
  tool_cost: decimalAmountSchema.nullable(),
  tools: z.string().nullable(),
  documents: z.array(ticketFileSchema),
  sign_off_sheet: z.array(ticketFileSchema),
  /** The sum of the work logs' actual hours. */
  total_hours: z.number(),
});
export type Ticket = z.infer<typeof ticketSchema>;

// ---------------------------------------------------------------------------------------------
// The list

export const TICKET_SORT_FIELDS = [
  'code',
  'task_name',
  'customer_name',
  'engineer_name',
  'task_start_date',
  'status',
  'priority',
  'created_at',
] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/**
 * A repeatable filter: absent → [], one value, an array (`?status=A&status=B`) or a
 * comma-separated value (`?status=A,B`, what a list screen's address holds) → the values.
 */
const repeatable = <S extends z.ZodType<string>>(value: S) =>
  z.preprocess((input) => {
    if (input === undefined || input === null || input === '') return [];
    const parts = (Array.isArray(input) ? input : [input]).flatMap((part) =>
      typeof part === 'string' ? part.split(',') : [part],
    );
    return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter(Boolean);
  }, z.array(value).max(20)) as unknown as z.ZodType<
    z.output<S>[],
    z.input<S> | z.input<S>[] | undefined
  >;

/**
 * GET /api/tickets' query, and the list screen's address. `search` matches the code, task
 * name, customer, engineer and city; `status` and `priority` are repeatable; `from`/`to`
 * (inclusive, YYYY-MM-DD) keep tickets whose start date is in the range (the calendar places
 * a ticket on its start date); `from` after `to` is a validation error on `to`.
 */
const ticketListQueryObject = newestFirstQuerySchema(TICKET_SORT_FIELDS, TICKETS_PAGE_SIZE).extend({
  status: repeatable(ticketStatusSchema),
  priority: repeatable(ticketPrioritySchema),
  engineer_id: z.coerce.number().int().positive().optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  from: queryDate('From'),
  to: queryDate('To'),
});
const withDateRange = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'To must be on or after From',
  });
export const ticketListQuerySchema = withDateRange(ticketListQueryObject);

/** With no sort chosen the newest tickets come first, so a new one is on page 1. */
export const TICKET_LIST_DEFAULTS = listDefaultsOf(ticketListQuerySchema);
/** What a caller may send (everything optional). */
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
/** The query after parsing, with every default filled in. */
export type TicketListParams = z.output<typeof ticketListQuerySchema>;

export const ticketListResponseSchema = listResponseSchema(ticketListItemSchema).extend({
  stats: ticketStatsSchema,
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** The longest range one calendar-days call may cover: a month grid with its edges. */
export const TICKET_CALENDAR_MAX_DAYS = 62;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /api/tickets/calendar-days: the list's search and filters over a required range of at
 * most 62 days. The calendar draws its badges and quick dates from the per-day counts, so a
 * busy month is never cut at a page size; it lists one chosen day's tickets through the list.
 */
export const ticketCalendarQuerySchema = ticketListQueryObject
  .pick({ search: true, status: true, priority: true, engineer_id: true, customer_id: true })
  .extend({
    from: z.string().trim().refine(isIsoDate, 'From must be a date (YYYY-MM-DD)'),
    to: z.string().trim().refine(isIsoDate, 'To must be a date (YYYY-MM-DD)'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must be on or after From' })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < TICKET_CALENDAR_MAX_DAYS, {
    path: ['to'],
    message: `The range may cover at most ${TICKET_CALENDAR_MAX_DAYS} days`,
  });
export type TicketCalendarQuery = z.input<typeof ticketCalendarQuerySchema>;
export type TicketCalendarParams = z.output<typeof ticketCalendarQuerySchema>;

/** One day of the range that has matching tickets starting on it. */
export const ticketCalendarDaySchema = z.object({
  date: isoDateSchema,
  count: z.number().int(),
  /** The distinct countries of that day's tickets, for the holiday marks. */
  countries: z.array(z.string()),
});
export type TicketCalendarDay = z.infer<typeof ticketCalendarDaySchema>;

export const ticketCalendarResponseSchema = z.object({
  /** Only days with tickets, in date order. */
  days: z.array(ticketCalendarDaySchema),
});
export type TicketCalendarResponse = z.infer<typeof ticketCalendarResponseSchema>;

/** GET /api/engineers/me/tickets: the same list, always filtered to the signed-in engineer. */
export const engineerTicketListQuerySchema = withDateRange(
  ticketListQueryObject.omit({ engineer_id: true }),
);
export type EngineerTicketListQuery = z.input<typeof engineerTicketListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Work logs

/** A stored work entry. Times "HH:MM"; hours computed by `workLogHours`. */
export const workLogSchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  engineer_id: z.number().int().nullable(),
  engineer_name: z.string().nullable(),
  work_date: isoDateSchema,
  start_time: z.string(),
  end_time: z.string(),
  break_minutes: z.number().int(),
  status: ticketStatusSchema,
  /** end − start, floored at 0. */
  duration_hours: z.number(),
  /** duration − break, floored at 0. */
  actual_hours: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type WorkLog = z.infer<typeof workLogSchema>;

/** GET /api/tickets/:id/work-logs (oldest day first), and the answer of POST (the new list). */
export const workLogListResponseSchema = z.object({
  items: z.array(workLogSchema),
  total_hours: z.number(),
});
export type WorkLogListResponse = z.infer<typeof workLogListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Pickers

/**
 * GET /api/tickets/engineer-options: every engineer with whether they may take a ticket that
 * runs until `until` (`isCompliantForAssignment`; absent: today).
 */
export const ticketEngineerOptionsQuerySchema = z.object({
  until: queryDate('Until'),
  search: z.string().trim().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type TicketEngineerOptionsQuery = z.input<typeof ticketEngineerOptionsQuerySchema>;

export const ticketEngineerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** `AIM-E-001`. */
  code: z.string(),
  status: engineerStatusSchema,
  compliant: z.boolean(),
  /** Why not (`engineerNotCompliantReason`), shown beside the disabled option; null if compliant. */
  reason: z.string().nullable(),
});
export type TicketEngineerOption = z.infer<typeof ticketEngineerOptionSchema>;
export const ticketEngineerOptionsResponseSchema = z.object({
  items: z.array(ticketEngineerOptionSchema),
});

/** GET /api/tickets/lead-options: Confirm leads without a ticket, searched by code, task, customer. */
export const ticketLeadOptionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketLeadOptionsQuery = z.input<typeof ticketLeadOptionsQuerySchema>;

export const ticketLeadOptionSchema = z.object({
  id: z.number().int(),
  /** `#AIM-L-001`. */
  code: z.string(),
  task_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
});
export type TicketLeadOption = z.infer<typeof ticketLeadOptionSchema>;
export const ticketLeadOptionsResponseSchema = z.object({
  items: z.array(ticketLeadOptionSchema),
});
