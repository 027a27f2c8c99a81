import { z } from 'zod';
import { ALWAYS } from '../common/form-fields';
import {
  EMPTY_ADDRESS_INPUTS,
  addressFormValues,
  rateFormValues,
  taskFormValues,
} from '../common/task-fields';

import { LEAD_FORM_DEFAULTS } from './texts';
import {
  LeadDateContext,
  clearFollowUp,
  endBeforeStart,
  leadDateIssues,
  leadFieldsObject,
  leadStatusChangeObject,
  report,
} from './fields';
import { Lead } from './responses';

// Request bodies: POST, both PUTs, and the form resolvers.
// ---------------------------------------------------------------------------------------------
// Bodies

/**
 * POST /api/leads and the full-fields PUT /api/leads/:id (JSON): every field of the lead form,
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

/** A new lead form: the form's defaults, the start date today, the customer if one is given. */
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
    ...EMPTY_ADDRESS_INPUTS,
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
    ...taskFormValues(lead),
    ...addressFormValues(lead),
    ...rateFormValues(lead),
    tools: text(lead.tools),
    travel_cost_day: text(lead.travel_cost_day),
    total_cost: text(lead.total_cost),
    status: lead.status,
    reschedule_date: text(lead.reschedule_date),
  };
}
