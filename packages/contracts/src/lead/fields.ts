import { z } from 'zod';
import { daysUntil } from '../business-date';
import { LEAD_TIME_ZONE_VALUES, type LeadTimeZoneValue } from '../lead-time-zones';
import { optionalAmount, requiredAmount } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import {
  enumField,
  isEmptyInput,
  optionalText,
  required,
  requiredText,
} from '../common/form-fields';
import { isIsoDate, optionalDate, requiredDate } from '../common/iso-date';

import {
  LEAD_FIELD_LABELS,
  LEAD_MESSAGES,
  LEAD_STATUSES,
  LEAD_TYPES,
  LeadStatus,
  allowsFollowUp,
} from './texts';
import { TaskTimeProblem, taskTimeToHours } from './values';

// Field schemas and the cross-field rules.
// ---------------------------------------------------------------------------------------------
// Field schemas

export const leadTypeSchema = z.enum(LEAD_TYPES);
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadTimeZoneSchema = z.enum(LEAD_TIME_ZONE_VALUES);

export const TASK_TIME_MESSAGES: Record<TaskTimeProblem, string> = {
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
export const customerIdField = z
  .union([z.number(), z.string()], { error: required(LEAD_FIELD_LABELS.customer_id) })
  .nullish()
  .transform((value, ctx): number => {
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: 'custom', message: required(LEAD_FIELD_LABELS.customer_id) });
    return z.NEVER;
  });

export const L = LEAD_FIELD_LABELS;

/** The lead's own fields as the form holds them and POST/PUT send them. */
export const leadFieldsObject = z.object({
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
export const leadStatusChangeObject = z.object({
  status: enumField(LEAD_STATUSES, L.status),
  reschedule_date: optionalDate(L.reschedule_date),
  /** Optional, kept in the status history. */
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
 * The date rules that need the business today (issue 8): the start date is not in
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
export function endBeforeStart(values: {
  task_start_date?: unknown;
  task_end_date?: unknown;
}): LeadIssue[] {
  const { task_start_date: start, task_end_date: end } = values;
  return isIsoDate(start) && isIsoDate(end) && end < start
    ? [{ path: 'task_end_date', message: LEAD_MESSAGES.endBeforeStart }]
    : [];
}

export const report = (ctx: z.RefinementCtx, issues: LeadIssue[]) => {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** BID and Confirm clear the follow-up date: only the FOLLOW_UP_STATUSES carry one. */
export function clearFollowUp<T extends { status: LeadStatus; reschedule_date: string | null }>(
  v: T,
): T {
  return allowsFollowUp(v.status) ? v : { ...v, reschedule_date: null };
}
