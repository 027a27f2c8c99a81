import { z } from 'zod';
import { ALWAYS, required } from '../common/form-fields';
import { dateMessage, isIsoDate } from '../common/iso-date';

import { TICKET_FIELD_LABELS as T, TICKET_MESSAGES } from './texts';
import { clockMinutes, isClockTime } from './values';
import {
  breakMinutesField,
  clockTimeField,
  engineerTicketStatusSchema,
  optionalId,
  requiredId,
  ticketDateRule,
  ticketFieldsObject,
  ticketPrioritySchema,
  ticketStatusSchema,
} from './fields';

// Request bodies: the create form, POST and PUT /api/tickets, work logs, the mobile calls.
// ---------------------------------------------------------------------------------------------
// The ticket

/**
 * The create/edit form's resolver: every field, the lead required, the end date
 * not before the start date. Output as the server body's.
 */
export const ticketFieldsSchema = ticketDateRule(
  ticketFieldsObject.extend({
    lead_id: requiredId(T.lead_id, TICKET_MESSAGES.leadRequired),
  }),
);
export type TicketFieldsInput = z.input<typeof ticketFieldsSchema>;

/**
 * POST /api/tickets' text parts (multipart: every value a string, which each field accepts)
 * and the full-form PUT: the form's fields with `lead_id` optional (a ticket may exist without
 * a lead). Rates come out as 2-decimal strings, empty optionals as null, ids as numbers.
 */
export const ticketBodySchema = ticketDateRule(
  ticketFieldsObject.extend({ lead_id: optionalId(T.lead_id) }),
);
/** What a client may send. */
export type TicketBodyInput = z.input<typeof ticketBodySchema>;
/** The parsed body: what the API writes. */
export type TicketBody = z.output<typeof ticketBodySchema>;

/** The single-field PUT bodies, by their one key. */
const SINGLE_FIELD_BODIES = {
  engineer_id: z.object({
    /** null unassigns. */
    engineer_id: optionalId(T.engineer_id),
  }),
  status: z.object({ status: ticketStatusSchema }),
  priority: z.object({ priority: ticketPrioritySchema }),
} as const;
type SingleKey = keyof typeof SINGLE_FIELD_BODIES;
const SINGLE_KEYS = Object.keys(SINGLE_FIELD_BODIES) as SingleKey[];

/** A parsed PUT /api/tickets/:id body, tagged by which shape it was. */
export type TicketUpdate =
  | ({ kind: 'fields' } & TicketBody)
  | { kind: 'engineer'; engineer_id: number | null }
  | { kind: 'status'; status: z.output<typeof ticketStatusSchema> }
  | { kind: 'priority'; priority: z.output<typeof ticketPrioritySchema> };
export type TicketUpdateInput =
  | TicketBodyInput
  | { engineer_id: number | string | null }
  | { status: string }
  | { priority: string };

/**
 * Which shape a PUT body is: one of `{engineer_id}`, `{status}`, `{priority}` alone, or the
 * full form; 'mixed' when it holds several single keys only, or `status` beside form fields
 * (the form has no status).
 */
export function ticketUpdateKind(body: unknown): 'fields' | SingleKey | 'mixed' {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'fields';
  const keys = Object.keys(body);
  const singles = keys.filter((key): key is SingleKey => SINGLE_KEYS.includes(key as SingleKey));
  if (keys.length === 1 && singles.length === 1) return singles[0]!;
  if (keys.length > 0 && singles.length === keys.length) return 'mixed';
  return keys.includes('status') ? 'mixed' : 'fields';
}

/**
 * PUT /api/tickets/:id (JSON): exactly one of the full form (edit), `{engineer_id}` (null
 * unassigns), `{status}` or `{priority}`. A mixed body is a validation error on `body`. The
 * output is tagged with `kind`.
 */
export const ticketUpdateBodySchema = z
  .looseObject({})
  .transform((body, ctx): TicketUpdate => {
    const kind = ticketUpdateKind(body);
    if (kind === 'mixed') {
      ctx.addIssue({ code: 'custom', path: [], message: TICKET_MESSAGES.mixedUpdate });
      return z.NEVER;
    }
    const schema = kind === 'fields' ? ticketBodySchema : SINGLE_FIELD_BODIES[kind];
    const result = schema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    if (kind === 'engineer_id')
      return {
        kind: 'engineer',
        engineer_id: (result.data as { engineer_id: number | null }).engineer_id,
      };
    return { kind, ...(result.data as object) } as TicketUpdate;
  })
  .meta({
    description:
      'Exactly one of: the full ticket form (as POST /api/tickets), {engineer_id} (null unassigns), {status} or {priority}',
  });

// ---------------------------------------------------------------------------------------------
// Work logs

const workDateField = z
  .string({ error: required(T.work_date) })
  .trim()
  .refine(isIsoDate, {
    error: (issue) => (issue.input ? dateMessage(T.work_date) : required(T.work_date)),
  });

const workLogObject = z.object({
  work_date: workDateField,
  start_time: clockTimeField(T.start_time),
  end_time: clockTimeField(T.end_time),
  break_minutes: breakMinutesField,
  status: ticketStatusSchema,
});

/** The end time is not before the start time (an entry never spans midnight). */
const withEndTimeRule = <S extends z.ZodType<{ start_time: string; end_time: string }>>(
  schema: S,
) =>
  schema.superRefine((v, ctx) => {
    const { start_time: start, end_time: end } = v as { start_time?: unknown; end_time?: unknown };
    if (isClockTime(start) && isClockTime(end) && clockMinutes(end) < clockMinutes(start))
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: TICKET_MESSAGES.endTimeBeforeStart,
      });
  }, ALWAYS);

/**
 * POST /api/tickets/:id/work-logs (and the work-hours form): date, "HH:MM" start and end (end
 * not before start: an issue on `end_time`), break minutes (default 0), status, and the
 * engineer (absent or null: the ticket's assigned engineer, filled in by the server).
 */
export const workLogCreateBodySchema = withEndTimeRule(
  workLogObject.extend({ engineer_id: optionalId(T.engineer_id) }),
);
export type WorkLogCreateBodyInput = z.input<typeof workLogCreateBodySchema>;
export type WorkLogCreateBody = z.output<typeof workLogCreateBodySchema>;

/** POST /api/engineers/me/tickets/:id/work-logs: the engineer logs their own hours. */
export const engineerWorkLogBodySchema = withEndTimeRule(workLogObject);
export type EngineerWorkLogBody = z.output<typeof engineerWorkLogBodySchema>;

/** PUT /api/engineers/me/tickets/:id: Accepted, In Progress, On Hold or Closed. */
export const engineerTicketStatusBodySchema = z.object({ status: engineerTicketStatusSchema });
export type EngineerTicketStatusBody = z.output<typeof engineerTicketStatusBodySchema>;
