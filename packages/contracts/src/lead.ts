import { z } from 'zod';
import { daysUntil } from './business-date';
import { listQuerySchema, listResponseSchema } from './common';
import {
  DEFAULT_LEAD_TIME_ZONE,
  LEAD_TIME_ZONE_VALUES,
  type LeadTimeZoneValue,
} from './lead-time-zones';

// The leads module's contract (spec 001 §2–§9, DESIGN §4 and §11): enums, texts, the list
// query and response, the lead and its status history, and the form and PUT bodies the
// mf-leads form and the API validate with the same schemas.

// ---------------------------------------------------------------------------------------------
// Enums (spec 001 §4, §9)

export const LEAD_TYPES = ['Full time', 'Short term', 'Dispatch term'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The product's currencies (spec 001 §9). Leads and tickets both use this one list. */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Lead statuses; any status may be chosen from any other (spec 001 §4). */
export const LEAD_STATUSES = ['BID', 'Confirm', 'Reschedule', 'Cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How a status is shown: Confirm is shown as Confirmed (spec 001 §4). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  BID: 'BID',
  Confirm: 'Confirmed',
  Reschedule: 'Reschedule',
  Cancelled: 'Cancelled',
};

/** The statuses that allow a follow-up date (`reschedule_date`); BID and Confirm clear it. */
export const FOLLOW_UP_STATUSES = [
  'Reschedule',
  'Cancelled',
] as const satisfies readonly LeadStatus[];
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Whether a lead with this status may carry a follow-up date. */
export function allowsFollowUp(status: unknown): status is FollowUpStatus {
  return (FOLLOW_UP_STATUSES as readonly unknown[]).includes(status);
}

/** Texts and defaults ----------------------------------------------------------------------- */

/** Spec 001 §9: leads are listed 7 to a page. */
export const LEADS_PAGE_SIZE = 7;

/**
 * Texts of the lead screens and calls. The first group is verbatim from spec 001 (§2, §4, §5,
 * §7, §8); the second is ours, where the spec names a situation but no text.
 */
export const LEAD_MESSAGES = {
  addLead: 'Add Lead',
  searchPlaceholder: 'Search by lead code, task name or customer name...',
  createLead: 'Create Lead',
  updateLead: 'Update Lead',
  saving: 'Saving...',
  cancel: 'Cancel',
  changeStatus: 'Change Status',
  followUp: 'Follow-up',
  createTicket: 'Create Ticket',
  startDateInPast: 'Start date cannot be in the past',
  deleteConfirm: 'Are you sure you want to delete this lead?',
  saveFailed: 'Failed to save lead',
  noLeads: 'No leads found matching your criteria',
  noTimezones: 'No timezones found',
  // Ours: the spec is silent on these texts.
  endBeforeStart: 'End date cannot be before the start date',
  followUpInPast: 'Follow-up date cannot be in the past',
  taskTimeWholeHours: 'Task Time must be in whole hours',
  taskTimeRange: 'Task Time must be an hour from 00:00 to 23:00',
  customerNotFound: 'The selected customer does not exist',
  statusUpdateFailed: 'Failed to update the lead status',
  cloneFailed: 'Failed to clone lead',
  deleteFailed: 'Failed to delete lead',
  loadFailed: 'Failed to load leads',
  noStatusChange: 'Choose a new status or follow-up date',
} as const;

/** The /leads tiles in order: the stat each one shows and its label (spec 001 §2). */
export const LEAD_STAT_TILES = [
  { key: 'total', label: 'Total' },
  { key: 'BID', label: 'BID' },
  { key: 'Confirm', label: 'Confirmed' },
  { key: 'Reschedule', label: 'Rescheduled' },
] as const satisfies readonly { key: keyof LeadStats; label: string }[];

/** The /leads table's column headers, in order (spec 001 §2). */
export const LEAD_TABLE_COLUMNS = [
  'Lead',
  'Customer',
  'Date & Time',
  'Status',
  'Ticket',
  'Actions',
] as const;

/** The row menu, in order (spec 001 §2). */
export const LEAD_ROW_ACTIONS = ['View', 'Edit', 'Clone', 'Delete'] as const;

/** The form's labels, used in its validation messages ("Task Name is required"). */
export const LEAD_FIELD_LABELS = {
  task_name: 'Task Name',
  customer_id: 'Customer',
  lead_type: 'Lead Type',
  end_client_name: 'End Client Name',
  client_ticket_number: 'Client Ticket Number',
  task_start_date: 'Task Start Date',
  task_end_date: 'Task End Date',
  task_time_hours: 'Task Time',
  scope_of_work: 'Scope of Work',
  apartment: 'Apartment',
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  city: 'City',
  country: 'Country',
  zip_code: 'Zip Code',
  timezone: 'Timezone',
  currency: 'Currency',
  hourly_rate: 'Hourly Rate',
  half_day_rate: 'Half Day Rate',
  full_day_rate: 'Full Day Rate',
  monthly_rate: 'Monthly Rate',
  agreed_rate: 'Agreed Rate',
  tools: 'Tools',
  travel_cost_day: 'Travel Cost per Day',
  total_cost: 'Total Cost',
  status: 'Status',
  reschedule_date: 'Follow-up Date',
  reason: 'Reason',
} as const;

type LeadFieldName = Exclude<keyof typeof LEAD_FIELD_LABELS, 'reason'>;

/**
 * The form's seven sections, verbatim and in order (spec 001 §2), with the fields each holds
 * (the grouping is ours). Every field of the body is in exactly one section.
 */
export const LEAD_FORM_SECTIONS = [
  {
    title: 'Lead Information',
    fields: ['customer_id', 'task_name', 'lead_type', 'end_client_name'],
  },
  {
    title: 'Ticket Details',
    fields: [
      'client_ticket_number',
      'task_start_date',
      'task_end_date',
      'task_time_hours',
      'scope_of_work',
    ],
  },
  {
    title: 'Address & Location',
    fields: [
      'apartment',
      'address_line_1',
      'address_line_2',
      'city',
      'country',
      'zip_code',
      'timezone',
    ],
  },
  {
    title: 'Pricing & Rates',
    fields: [
      'currency',
      'hourly_rate',
      'half_day_rate',
      'full_day_rate',
      'monthly_rate',
      'agreed_rate',
    ],
  },
  { title: 'Tools & Project Details', fields: ['tools'] },
  { title: 'Additional Costs', fields: ['travel_cost_day', 'total_cost'] },
  { title: 'Lead Status', fields: ['status', 'reschedule_date'] },
] as const satisfies readonly { title: string; fields: readonly LeadFieldName[] }[];

/** The form's defaults (spec 001 §9); the start date defaults to the business today. */
export const LEAD_FORM_DEFAULTS = {
  currency: 'EUR',
  timezone: DEFAULT_LEAD_TIME_ZONE,
  lead_type: 'Full time',
  status: 'BID',
} as const satisfies {
  currency: Currency;
  timezone: LeadTimeZoneValue;
  lead_type: LeadType;
  status: LeadStatus;
};

/** Why a lead cannot be deleted (409 IN_USE): the tickets created from it still exist. */
export function leadDeleteRefusedMessage(leadCode: string, ticketCodes: readonly string[]): string {
  const tickets =
    ticketCodes.length === 1
      ? `ticket ${ticketCodes[0]} references`
      : `tickets ${ticketCodes.slice(0, -1).join(', ')} and ${ticketCodes.at(-1)} reference`;
  return `${leadCode} cannot be deleted: ${tickets} this lead. Delete the ticket first.`;
}

// ---------------------------------------------------------------------------------------------
// Value helpers, zod-free, shared by the schemas, the form and the server

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Money columns are numeric(12,2): at most 10 digits before the point and 2 after. */
export const AMOUNT_MAX_INTEGER_DIGITS = 10;

export type AmountProblem = 'invalid' | 'negative' | 'decimals' | 'too_large';

/**
 * A rate or cost as the API stores and answers it: a string with exactly 2 decimals
 * ("350" → "350.00", 12.5 → "12.50"), or why the value cannot be one. Accepts a number or a
 * numeric string (what a number input gives); never goes through a float for a string.
 */
export function normalizeAmount(
  value: string | number,
): { ok: true; amount: string } | { ok: false; problem: AmountProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (value >= 10 ** AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
    if (Math.round(value * 100) / 100 !== value) return { ok: false, problem: 'decimals' };
    text = value.toFixed(2);
  } else {
    text = value.trim();
  }
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return { ok: false, problem: 'invalid' };
  const integer = (match[2] ?? '').replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (match[1] && (integer || fraction)) return { ok: false, problem: 'negative' };
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  return { ok: true, amount: `${integer || '0'}.${fraction.padEnd(2, '0')}` };
}

export type TaskTimeProblem = 'invalid' | 'not_whole' | 'out_of_range';

/**
 * The task time as whole hours of the day (0–23) from what the form or a client sends: a number
 * (9), the hour part as a string ("9", "09", what the spec's client sends) or the time input's
 * value ("09:00"). Minutes other than 00 are refused, never rounded.
 */
export function taskTimeToHours(
  value: string | number,
): { ok: true; hours: number } | { ok: false; problem: TaskTimeProblem } {
  let hours: number;
  if (typeof value === 'number') {
    hours = value;
  } else {
    const text = value.trim();
    const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
    if (clock) {
      if (Number(clock[2]) !== 0 || Number(clock[3] ?? 0) !== 0)
        return { ok: false, problem: 'not_whole' };
      hours = Number(clock[1]);
    } else if (/^\d+(?:\.\d+)?$/.test(text)) {
      hours = Number(text);
    } else {
      return { ok: false, problem: 'invalid' };
    }
  }
  if (!Number.isFinite(hours)) return { ok: false, problem: 'invalid' };
  if (!Number.isInteger(hours)) return { ok: false, problem: 'not_whole' };
  if (hours < 0 || hours > 23) return { ok: false, problem: 'out_of_range' };
  return { ok: true, hours };
}

/** Whole hours as the time input shows them: 9 → "09:00"; null → "". */
export function hoursToTaskTime(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? '' : `${String(hours).padStart(2, '0')}:00`;
}

// ---------------------------------------------------------------------------------------------
// Field schemas

export const leadTypeSchema = z.enum(LEAD_TYPES);
export const currencySchema = z.enum(CURRENCIES);
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadTimeZoneSchema = z.enum(LEAD_TIME_ZONE_VALUES);

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const required = (label: string) => `${label} is required`;

/** An enum field of the form: "X is required" when empty, else "X must be one of: …". */
const enumField = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      isBlank(issue.input) ? required(label) : `${label} must be one of: ${values.join(', ')}`,
  });

const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (isBlank(issue.input) ? required(label) : `${label} must be text`),
    })
    .trim()
    .min(1, required(label))
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: empty or missing becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;

const requiredDate = (label: string) =>
  z
    .string({ error: (issue) => (isBlank(issue.input) ? required(label) : dateMessage(label)) })
    .trim()
    .refine(isIsoDate, {
      error: (issue) => (isBlank(issue.input) ? required(label) : dateMessage(label)),
    });

/** Optional date: empty or missing becomes null. */
const optionalDate = (label: string) =>
  z
    .string({ error: dateMessage(label) })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDate(v), dateMessage(label));

const AMOUNT_MESSAGES: Record<AmountProblem, (label: string) => string> = {
  invalid: (label) => `${label} must be a number`,
  negative: (label) => `${label} cannot be negative`,
  decimals: (label) => `${label} can have at most 2 decimals`,
  too_large: (label) => `${label} is too large`,
};

/**
 * A rate or cost: a number or a numeric string, ≥ 0, at most 2 decimals, at most 10 digits
 * before the point; parsed to the 2-decimal string the API stores (see `normalizeAmount`).
 */
const amountInput = (label: string) =>
  z.union([z.string(), z.number()], { error: AMOUNT_MESSAGES.invalid(label) }).nullish();

/** The stored form of a non-empty amount, or an issue naming the field's problem. */
function toAmount(value: string | number, label: string, ctx: z.RefinementCtx): string {
  const result = normalizeAmount(value);
  if (result.ok) return result.amount;
  ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGES[result.problem](label) });
  return z.NEVER;
}

const isEmptyInput = (value: string | number | null | undefined): value is '' | null | undefined =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

const requiredAmount = (label: string) =>
  amountInput(label).transform((value, ctx): string => {
    if (!isEmptyInput(value)) return toAmount(value, label, ctx);
    ctx.addIssue({ code: 'custom', message: required(label) });
    return z.NEVER;
  });

/** Optional amount: empty or missing becomes null. */
const optionalAmount = (label: string) =>
  amountInput(label).transform((value, ctx): string | null =>
    isEmptyInput(value) ? null : toAmount(value, label, ctx),
  );

const TASK_TIME_MESSAGES: Record<TaskTimeProblem, string> = {
  invalid: LEAD_MESSAGES.taskTimeWholeHours,
  not_whole: LEAD_MESSAGES.taskTimeWholeHours,
  out_of_range: LEAD_MESSAGES.taskTimeRange,
};

/** `task_time_hours`: a number or a string ("9", "09", "09:00"), parsed to whole hours 0–23. */
export const taskTimeHoursSchema = z
  .union([z.string(), z.number()], { error: LEAD_MESSAGES.taskTimeWholeHours })
  .nullish()
  .transform((value, ctx): number => {
    if (isEmptyInput(value)) {
      ctx.addIssue({ code: 'custom', message: required(LEAD_FIELD_LABELS.task_time_hours) });
      return z.NEVER;
    }
    const result = taskTimeToHours(value);
    if (result.ok) return result.hours;
    ctx.addIssue({ code: 'custom', message: TASK_TIME_MESSAGES[result.problem] });
    return z.NEVER;
  });

/** `customer_id`: the picked customer's id, a number or a numeric string. */
const customerIdField = z
  .union([z.number(), z.string()], { error: required(LEAD_FIELD_LABELS.customer_id) })
  .nullish()
  .transform((value, ctx): number => {
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: 'custom', message: required(LEAD_FIELD_LABELS.customer_id) });
    return z.NEVER;
  });

const L = LEAD_FIELD_LABELS;

/** The lead's own fields as the form holds them and POST/PUT send them (spec 001 §5). */
const leadFieldsObject = z.object({
  task_name: requiredText(L.task_name, 200),
  customer_id: customerIdField,
  lead_type: enumField(LEAD_TYPES, L.lead_type),
  end_client_name: requiredText(L.end_client_name, 200),
  client_ticket_number: optionalText(L.client_ticket_number, 100),
  task_start_date: requiredDate(L.task_start_date),
  task_end_date: requiredDate(L.task_end_date),
  task_time_hours: taskTimeHoursSchema,
  scope_of_work: requiredText(L.scope_of_work, 5000),
  apartment: requiredText(L.apartment, 200),
  address_line_1: requiredText(L.address_line_1, 300),
  address_line_2: optionalText(L.address_line_2, 300),
  city: requiredText(L.city, 120),
  country: requiredText(L.country, 120),
  zip_code: requiredText(L.zip_code, 20),
  timezone: enumField(
    LEAD_TIME_ZONE_VALUES as [LeadTimeZoneValue, ...LeadTimeZoneValue[]],
    L.timezone,
  ),
  currency: enumField(CURRENCIES, L.currency),
  hourly_rate: requiredAmount(L.hourly_rate),
  half_day_rate: requiredAmount(L.half_day_rate),
  full_day_rate: requiredAmount(L.full_day_rate),
  monthly_rate: optionalAmount(L.monthly_rate),
  agreed_rate: optionalAmount(L.agreed_rate),
  tools: optionalText(L.tools, 2000),
  travel_cost_day: optionalAmount(L.travel_cost_day),
  total_cost: optionalAmount(L.total_cost),
  status: enumField(LEAD_STATUSES, L.status),
  /** The follow-up date: kept for Reschedule and Cancelled only, cleared for BID and Confirm. */
  reschedule_date: optionalDate(L.reschedule_date),
});

/** The status modal's fields: PUT /api/leads/:id with `{status, reschedule_date?, reason?}`. */
const leadStatusChangeObject = z.object({
  status: enumField(LEAD_STATUSES, L.status),
  reschedule_date: optionalDate(L.reschedule_date),
  /** Optional, kept in the status history (DESIGN §11). */
  reason: optionalText(L.reason, 1000),
});

// ---------------------------------------------------------------------------------------------
// Rules

/** The business today and, when editing, the saved lead: what the date-relative rules need. */
export interface LeadDateContext {
  /**
   * The business today, YYYY-MM-DD: `businessToday(APP_TIME_ZONE)` on the server,
   * `useBusinessToday()` in the browser.
   */
  today: string;
  /**
   * The saved lead when updating (the lead itself will do); absent or null when creating. A
   * start or follow-up date equal to the saved one is not checked against today, so an old
   * lead can still be edited.
   */
  previous?: { task_start_date: string | null; reschedule_date: string | null } | null;
}

/** A rule broken by a body: `path` names the field, as in the API's error `details`. */
export interface LeadIssue {
  path: 'task_start_date' | 'task_end_date' | 'reschedule_date';
  message: string;
}

/**
 * The date rules that need the business today (spec 001 §5, issue 8): the start date is not in
 * the past (on create, or when it changed), and a follow-up date (Reschedule and Cancelled
 * only) is not in the past (when set or changed). Fields that are absent or not yet valid
 * dates are left to their own messages. The form gets these through `leadFieldsSchema(context)`
 * and `leadStatusChangeFormSchema(context)`; the server calls this after the route's schema
 * has parsed the body, with the saved lead as `previous`, and answers 400 with the issues as
 * `details`.
 */
export function leadDateIssues(
  values: { status?: unknown; task_start_date?: unknown; reschedule_date?: unknown },
  { today, previous }: LeadDateContext,
): LeadIssue[] {
  const issues: LeadIssue[] = [];
  const start = values.task_start_date;
  if (isIsoDate(start) && start !== previous?.task_start_date && daysUntil(start, today) < 0)
    issues.push({ path: 'task_start_date', message: LEAD_MESSAGES.startDateInPast });
  const followUp = values.reschedule_date;
  if (
    allowsFollowUp(values.status) &&
    isIsoDate(followUp) &&
    followUp !== previous?.reschedule_date &&
    daysUntil(followUp, today) < 0
  )
    issues.push({ path: 'reschedule_date', message: LEAD_MESSAGES.followUpInPast });
  return issues;
}

/** The end date is not before the start date. */
function endBeforeStart(values: {
  task_start_date?: unknown;
  task_end_date?: unknown;
}): LeadIssue[] {
  const { task_start_date: start, task_end_date: end } = values;
  return isIsoDate(start) && isIsoDate(end) && end < start
    ? [{ path: 'task_end_date', message: LEAD_MESSAGES.endBeforeStart }]
    : [];
}

/**
 * Cross-field rules run even while another field is invalid, so the form shows them at once;
 * but only on an object (a `null` or array body has no fields to compare).
 */
const ALWAYS = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

const report = (ctx: z.RefinementCtx, issues: LeadIssue[]) => {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** BID and Confirm clear the follow-up date (spec 001 §4). */
function clearFollowUp<T extends { status: LeadStatus; reschedule_date: string | null }>(v: T): T {
  return allowsFollowUp(v.status) ? v : { ...v, reschedule_date: null };
}

// ---------------------------------------------------------------------------------------------
// Bodies

/**
 * POST /api/leads and the full-fields PUT /api/leads/:id (JSON): every field of spec 001 §5,
 * with the rules that need no date context (the end date is not before the start date). Rates
 * and costs come out as 2-decimal strings, `task_time_hours` as a whole hour, empty optionals
 * as null, and BID or Confirm with `reschedule_date: null`. Unknown keys are dropped. The
 * server then applies `leadDateIssues`.
 */
export const leadBodySchema = leadFieldsObject
  .superRefine((v, ctx) => report(ctx, endBeforeStart(v)), ALWAYS)
  .transform(clearFollowUp);
/** What a client may send (and what the form holds). */
export type LeadBodyInput = z.input<typeof leadBodySchema>;
/** The parsed body: what the API writes. */
export type LeadBody = z.output<typeof leadBodySchema>;

/**
 * `leadBodySchema` plus the rules against the business today: the lead form's resolver
 * (`zodResolver(leadFieldsSchema({ today, previous: savedLead }))`). Same input and output.
 */
export function leadFieldsSchema(context: LeadDateContext) {
  return leadFieldsObject
    .superRefine(
      (v, ctx) => report(ctx, [...endBeforeStart(v), ...leadDateIssues(v, context)]),
      ALWAYS,
    )
    .transform(clearFollowUp);
}

/**
 * The status modal's PUT /api/leads/:id body: `{status, reschedule_date?, reason?}`. BID and
 * Confirm come out with `reschedule_date: null`; an empty reason is null.
 */
export const leadStatusChangeSchema = leadStatusChangeObject.transform(clearFollowUp);
export type LeadStatusChangeInput = z.input<typeof leadStatusChangeSchema>;
export type LeadStatusChange = z.output<typeof leadStatusChangeSchema>;

/** `leadStatusChangeSchema` plus "follow-up date not in the past": the modal's resolver. */
export function leadStatusChangeFormSchema(context: LeadDateContext) {
  return leadStatusChangeObject
    .superRefine((v, ctx) => report(ctx, leadDateIssues(v, context)), ALWAYS)
    .transform(clearFollowUp);
}

/** The keys of a status-change body. */
export const LEAD_STATUS_CHANGE_KEYS = ['status', 'reschedule_date', 'reason'] as const;

/**
 * Whether a PUT body is a status change: a JSON object with at least one key, all of them
 * among `status`, `reschedule_date` and `reason`. Anything else is read as the full fields.
 */
export function isLeadStatusChangeBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return (
    keys.length > 0 &&
    keys.every((key) => (LEAD_STATUS_CHANGE_KEYS as readonly string[]).includes(key))
  );
}

/** A parsed PUT /api/leads/:id body, tagged by which of the two it was. */
export type LeadUpdate = ({ kind: 'status' } & LeadStatusChange) | ({ kind: 'fields' } & LeadBody);

/**
 * PUT /api/leads/:id: either the edit form's full fields (as POST) or the status modal's
 * `{status, reschedule_date?, reason?}` (told apart by `isLeadStatusChangeBody`). Errors are
 * those of the chosen schema, field by field. The output is tagged with `kind`.
 */
export const leadUpdateBodySchema = z
  .looseObject({})
  .transform((body, ctx): LeadUpdate => {
    const statusChange = isLeadStatusChangeBody(body);
    const result = statusChange
      ? leadStatusChangeSchema.safeParse(body)
      : leadBodySchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return statusChange
      ? { kind: 'status', ...(result.data as LeadStatusChange) }
      : { kind: 'fields', ...(result.data as LeadBody) };
  })
  .meta({
    description:
      'Either the full lead fields (as POST /api/leads) or {status, reschedule_date?, reason?} from the status modal',
  });
export type LeadUpdateInput = LeadBodyInput | LeadStatusChangeInput;

/** A new lead form: the spec's defaults, the start date today, the customer if one is given. */
export function leadFormDefaults(today: string, customerId?: number | null): LeadBodyInput {
  return {
    task_name: '',
    customer_id: customerId ?? null,
    lead_type: LEAD_FORM_DEFAULTS.lead_type,
    end_client_name: '',
    client_ticket_number: '',
    task_start_date: today,
    task_end_date: '',
    task_time_hours: '',
    scope_of_work: '',
    apartment: '',
    address_line_1: '',
    address_line_2: '',
    city: '',
    country: '',
    zip_code: '',
    timezone: LEAD_FORM_DEFAULTS.timezone,
    currency: LEAD_FORM_DEFAULTS.currency,
    hourly_rate: '',
    half_day_rate: '',
    full_day_rate: '',
    monthly_rate: '',
    agreed_rate: '',
    tools: '',
    travel_cost_day: '',
    total_cost: '',
    status: LEAD_FORM_DEFAULTS.status,
    reschedule_date: '',
  };
}

/** The edit form's values from a saved lead (nulls as empty inputs, the hour as "09:00"). */
export function leadToFormValues(lead: Lead): LeadBodyInput {
  const text = (v: string | null) => v ?? '';
  return {
    task_name: lead.task_name,
    customer_id: lead.customer_id,
    lead_type: lead.lead_type,
    end_client_name: text(lead.end_client_name),
    client_ticket_number: text(lead.client_ticket_number),
    task_start_date: text(lead.task_start_date),
    task_end_date: text(lead.task_end_date),
    task_time_hours: hoursToTaskTime(lead.task_time_hours),
    scope_of_work: text(lead.scope_of_work),
    apartment: text(lead.apartment),
    address_line_1: text(lead.address_line_1),
    address_line_2: text(lead.address_line_2),
    city: text(lead.city),
    country: text(lead.country),
    zip_code: text(lead.zip_code),
    timezone: lead.timezone,
    currency: lead.currency,
    hourly_rate: text(lead.hourly_rate),
    half_day_rate: text(lead.half_day_rate),
    full_day_rate: text(lead.full_day_rate),
    monthly_rate: text(lead.monthly_rate),
    agreed_rate: text(lead.agreed_rate),
    tools: text(lead.tools),
    travel_cost_day: text(lead.travel_cost_day),
    total_cost: text(lead.total_cost),
    status: lead.status,
    reschedule_date: text(lead.reschedule_date),
  };
}

// ---------------------------------------------------------------------------------------------
// Responses

const isoDateSchema = z.string().regex(ISO_DATE);

/** A stored rate or cost, as PostgreSQL answers numeric(12,2): "350.00". */
export const decimalAmountSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);

/**
 * A lead as the API answers it, in the list and everywhere else (spec 001 §3 plus DESIGN §11).
 * Fields the form requires are still nullable here: the table allows rows without them.
 */
export const leadSchema = z.object({
  id: z.number().int(),
  /** The display code, `#AIM-L-001` (`displayCode('lead', id)`). */
  code: z.string(),
  task_name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_code: z.string(),
  /** The customer's profile image path (`/api/files/:id`), or null. */
  profile_image: z.string().nullable(),
  lead_type: leadTypeSchema,
  end_client_name: z.string().nullable(),
  /** The client's own reference; not the link to our ticket (that is `ticket_id`). */
  client_ticket_number: z.string().nullable(),
  status: leadStatusSchema,
  /** The follow-up date; only ever set with Reschedule or Cancelled. */
  reschedule_date: isoDateSchema.nullable(),
  task_start_date: isoDateSchema.nullable(),
  task_end_date: isoDateSchema.nullable(),
  /** The task's start hour, 0–23 (the form's time input shows it as "09:00"). */
  task_time_hours: z.number().int().min(0).max(23).nullable(),
  scope_of_work: z.string().nullable(),
  apartment: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  timezone: leadTimeZoneSchema,
  currency: currencySchema,
  hourly_rate: decimalAmountSchema.nullable(),
  half_day_rate: decimalAmountSchema.nullable(),
  full_day_rate: decimalAmountSchema.nullable(),
  monthly_rate: decimalAmountSchema.nullable(),
  agreed_rate: decimalAmountSchema.nullable(),
  tools: z.string().nullable(),
  travel_cost_day: decimalAmountSchema.nullable(),
  total_cost: decimalAmountSchema.nullable(),
  /** The ticket created from this lead (the newest if several), by id (DESIGN §11). */
  ticket_id: z.number().int().nullable(),
  /** That ticket's display code, `#AIM-T-001`; null when there is no ticket. */
  ticket_code: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A row of GET /api/leads: the whole lead. */
export const leadListItemSchema = leadSchema;
export type LeadListItem = Lead;

/** One status change (table `lead_status_changes`, DESIGN §11). */
export const leadStatusHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** The status before; null for the entry written when the lead was created or cloned. */
  from_status: leadStatusSchema.nullable(),
  to_status: leadStatusSchema,
  /** The follow-up date set by this change, or null. */
  reschedule_date: isoDateSchema.nullable(),
  /** The modal's optional reason, or null. */
  reason: z.string().nullable(),
  /** Who made the change; null once that user is deleted. */
  changed_by_id: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  /** ISO 8601. */
  changed_at: z.string(),
});
export type LeadStatusHistoryEntry = z.infer<typeof leadStatusHistoryEntrySchema>;

/**
 * GET /api/leads/:id, and the answer of POST, PUT and clone: the lead with its customer and
 * ticket link, and its status history, oldest first.
 */
export const leadDetailSchema = leadSchema.extend({
  status_history: z.array(leadStatusHistoryEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The list

/** The sortable columns: Lead (by code, i.e. id), Customer, Date & Time, Status; and creation. */
export const LEAD_SORT_FIELDS = [
  'code',
  'customer_name',
  'task_start_date',
  'status',
  'created_at',
] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** With no sort chosen the newest leads come first, so a new one is on page 1. */
export const LEAD_LIST_DEFAULTS = {
  page: 1,
  limit: LEADS_PAGE_SIZE,
  search: '',
  sort: 'created_at',
  order: 'desc',
} as const satisfies {
  page: number;
  limit: number;
  search: string;
  sort: LeadSortField;
  order: 'asc' | 'desc';
};

/**
 * GET /api/leads' query, and the list screen's address. `search` matches the lead code, the
 * task name and the customer's name; `status` and `customer_id` filter (absent: all).
 */
export const leadListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(LEAD_LIST_DEFAULTS.limit),
  sort: z.enum(LEAD_SORT_FIELDS).optional().default(LEAD_LIST_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).optional().default(LEAD_LIST_DEFAULTS.order),
  status: leadStatusSchema.optional(),
  customer_id: z.coerce.number().int().positive().optional(),
});
/** What a caller may send (everything optional). */
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
/** The query after parsing, with every default filled in. */
export type LeadListParams = z.output<typeof leadListQuerySchema>;

/** The tiles' counts over every lead matching the search and filters, not just the page. */
export const leadStatsSchema = z.object({
  total: z.number().int(),
  BID: z.number().int(),
  Confirm: z.number().int(),
  Reschedule: z.number().int(),
  Cancelled: z.number().int(),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

export const leadListResponseSchema = listResponseSchema(leadListItemSchema).extend({
  stats: leadStatsSchema,
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Screens' shared logic

/** What the Ticket column shows (spec 001 §4, DESIGN §11). */
export type LeadTicketCell =
  { kind: 'ticket'; ticketId: number; code: string } | { kind: 'create' } | { kind: 'none' };

/**
 * A lead with a ticket shows the ticket's code; a Confirm lead without one shows
 * 'Create Ticket' (to `appLink('ticketsCreate', { leadId, customerId })`); any other, a dash.
 */
export function leadTicketCell(
  lead: Pick<Lead, 'status' | 'ticket_id' | 'ticket_code'>,
): LeadTicketCell {
  if (lead.ticket_id !== null)
    return { kind: 'ticket', ticketId: lead.ticket_id, code: lead.ticket_code ?? '' };
  return lead.status === 'Confirm' ? { kind: 'create' } : { kind: 'none' };
}

/** Whether the row shows 'Follow-up' (a follow-up date is set). */
export function hasFollowUp(lead: Pick<Lead, 'status' | 'reschedule_date'>): boolean {
  return lead.reschedule_date !== null && allowsFollowUp(lead.status);
}

/** The status and follow-up date a status modal compares. */
export interface LeadStatusState {
  status: LeadStatus;
  reschedule_date: string | null | undefined;
}

const normalizedState = (s: LeadStatusState) => ({
  status: s.status,
  reschedule_date: allowsFollowUp(s.status) && s.reschedule_date ? s.reschedule_date : null,
});

/** Whether the modal's choice differs from the saved lead (Submit is disabled until it does). */
export function leadStatusChangeDiffers(saved: LeadStatusState, next: LeadStatusState): boolean {
  const a = normalizedState(saved);
  const b = normalizedState(next);
  return a.status !== b.status || a.reschedule_date !== b.reschedule_date;
}

/**
 * The modal's preview of what will change (our text; the spec asks for a preview, not its
 * words). `formatDate` renders a YYYY-MM-DD date (default: as is).
 */
export function leadStatusChangePreview(
  saved: LeadStatusState,
  next: LeadStatusState,
  formatDate: (isoDate: string) => string = (d) => d,
): string {
  const a = normalizedState(saved);
  const b = normalizedState(next);
  if (!leadStatusChangeDiffers(a, b)) return LEAD_MESSAGES.noStatusChange;
  const parts: string[] = [];
  if (a.status !== b.status)
    parts.push(
      `Status will change from ${LEAD_STATUS_LABELS[a.status]} to ${LEAD_STATUS_LABELS[b.status]}.`,
    );
  if (a.reschedule_date !== b.reschedule_date)
    parts.push(
      b.reschedule_date
        ? `Follow-up date will be ${formatDate(b.reschedule_date)}.`
        : 'The follow-up date will be cleared.',
    );
  return parts.join(' ');
}

/**
 * Navigation state of /leads: the tickets remote lands there after creating a ticket from a
 * lead, carrying the ticket's code (spec 001 §2).
 */
export const leadsPageStateSchema = z.object({ createdTicketCode: z.string().min(1).optional() });
export type LeadsPageState = z.infer<typeof leadsPageStateSchema>;

/** Payload of lead:created, lead:updated and lead:deleted: small, never the whole lead. */
export const leadEventSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  task_name: z.string(),
  customer_id: z.number().int(),
  status: leadStatusSchema,
});
export type LeadEvent = z.infer<typeof leadEventSchema>;
