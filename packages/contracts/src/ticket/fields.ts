import { z } from 'zod';
import { LEAD_TIME_ZONE_VALUES, type LeadTimeZoneValue } from '../lead-time-zones';
import { optionalAmount } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import {
  ALWAYS,
  enumField,
  isBlank,
  optionalText,
  required,
  requiredText,
} from '../common/form-fields';
import { requiredDate } from '../common/iso-date';
import { endBeforeStart, report, taskTimeHoursSchema } from '../lead/fields';

import {
  ENGINEER_TICKET_STATUSES,
  TICKET_FIELD_LABELS as T,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from './texts';

// Field schemas of the ticket form and bodies. Every field accepts what JSON and what a
// multipart text part send (numbers as strings, empty strings for empty inputs), so the API
// parses its multipart fields with the same schema as the form.
// ---------------------------------------------------------------------------------------------
// Field schemas

export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);
export const engineerTicketStatusSchema = z.enum(ENGINEER_TICKET_STATUSES);
/**
 * A ticket's `timezone`: any of the lead list's 26 offsets (a ticket from a lead keeps the
 * lead's zone); the form offers five of them (`ticketTimeZoneOptions`).
 */
export const ticketTimeZoneSchema = z.enum(LEAD_TIME_ZONE_VALUES);

const TIME_ZONE_VALUES = LEAD_TIME_ZONE_VALUES as readonly [
  LeadTimeZoneValue,
  ...LeadTimeZoneValue[],
];

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A required picked id (number or numeric string); anything else is "X is required". */
export const requiredId = (label: string, message = required(label)) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx): number => {
      const id = positiveId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** An optional picked id: empty, missing or null is null; otherwise a positive integer. */
export const optionalId = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be an id` })
    .nullish()
    .transform((value, ctx): number | null => {
      if (isBlank(value) || (typeof value === 'string' && !value.trim())) return null;
      const id = positiveId(value);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message: `${label} must be an id` });
      return z.NEVER;
    });

/** An enum with a default when empty or missing (a multipart part may be ""). */
const enumWithDefault = <const V extends readonly [string, ...string[]]>(
  values: V,
  label: string,
  fallback: V[number],
) =>
  z.preprocess((v) => (isBlank(v) ? fallback : v), enumField(values, label)) as z.ZodType<
    V[number],
    V[number] | '' | null | undefined
  >;

/**
 * The ticket's own fields as the form holds them and the bodies send them,
 * without `lead_id` (the form requires it, the server does not). Unknown keys are dropped.
 */
export const ticketFieldsObject = z.object({
  customer_id: requiredId(T.customer_id),
  task_name: requiredText(T.task_name, 200),
  task_start_date: requiredDate(T.task_start_date),
  task_end_date: requiredDate(T.task_end_date),
  task_time_hours: taskTimeHoursSchema,
  scope_of_work: requiredText(T.scope_of_work, 5000),
  priority: enumWithDefault(TICKET_PRIORITIES, T.priority, 'Medium'),
  engineer_id: requiredId(T.engineer_id, TICKET_MESSAGES.engineerRequired),
  apartment: requiredText(T.apartment, 200),
  address_line_1: requiredText(T.address_line_1, 500),
  address_line_2: optionalText(T.address_line_2, 500),
  city: requiredText(T.city, 200),
  country: requiredText(T.country, 200),
  zip_code: requiredText(T.zip_code, 40),
  timezone: enumField(TIME_ZONE_VALUES, T.timezone),
  poc_details: optionalText(T.poc_details, 5000),
  re_details: optionalText(T.re_details, 5000),
  call_invites: optionalText(T.call_invites, 5000),
  currency: enumWithDefault(CURRENCIES, T.currency, 'USD'),
  hourly_rate: optionalAmount(T.hourly_rate),
  half_day_rate: optionalAmount(T.half_day_rate),
  full_day_rate: optionalAmount(T.full_day_rate),
  monthly_rate: optionalAmount(T.monthly_rate),
  agreed_rate: optionalAmount(T.agreed_rate),
  travel_cost_day: optionalAmount(T.travel_cost_day),
  tool_cost: optionalAmount(T.tool_cost),
  tools: optionalText(T.tools, 2000),
});

/** The end date is not before the start date (the message names `task_end_date`). */
export const ticketDateRule = <S extends z.ZodType>(schema: S) =>
  schema.superRefine(
    (v, ctx) =>
      report(
        ctx,
        endBeforeStart(v as object).map((issue) => ({
          ...issue,
          message: TICKET_MESSAGES.endBeforeStart,
        })),
      ),
    ALWAYS,
  );

/** "HH:MM", required. */
export const clockTimeField = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .regex(/^([01]\d|2[0-3]):([0-5]\d)$/, `${label} must be a time (HH:MM)`);

/** Whole minutes ≥ 0, from a number or a numeric string; empty or missing is 0. */
export const breakMinutesField = z
  .union([z.number(), z.string()], { error: `${T.break_minutes} must be a number` })
  .nullish()
  .transform((value, ctx): number => {
    if (isBlank(value) || (typeof value === 'string' && !value.trim())) return 0;
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (Number.isInteger(n) && n >= 0 && n <= 24 * 60) return n;
    ctx.addIssue({
      code: 'custom',
      message: `${T.break_minutes} must be a whole number from 0 to 1440`,
    });
    return z.NEVER;
  });
