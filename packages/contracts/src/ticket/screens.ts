import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import {
  EMPTY_ADDRESS_INPUTS,
  addressFormValues,
  rateFormValues,
  taskFormValues,
} from '../common/task-fields';
import { ticketArea } from './area';
import type { Lead } from '../lead/responses';

import { TICKET_FORM_DEFAULTS } from './texts';
import type { TicketFieldsInput } from './bodies';
import { ticketListItemSchema, type Ticket } from './responses';

// The screens' shared logic: the form's starting values and the realtime payloads.
// ---------------------------------------------------------------------------------------------
// Form values

/** The form's values as strings and ids, ready for `ticketFieldsSchema`. */
export type TicketFormValues = {
  [K in keyof Required<TicketFieldsInput>]: K extends 'customer_id' | 'lead_id' | 'engineer_id'
    ? number | null
    : string;
};

const text = (v: string | null | undefined) => v ?? '';

/** A new ticket form: the form's defaults (USD, 50/180/350, UTC+00:00, Medium). */
export function ticketFormDefaults(
  ids: { leadId?: number | null; customerId?: number | null } = {},
): TicketFormValues {
  return {
    customer_id: ids.customerId ?? null,
    lead_id: ids.leadId ?? null,
    task_name: '',
    task_start_date: '',
    task_end_date: '',
    task_time_hours: '',
    scope_of_work: '',
    priority: TICKET_FORM_DEFAULTS.priority,
    engineer_id: null,
    ...EMPTY_ADDRESS_INPUTS,
    timezone: TICKET_FORM_DEFAULTS.timezone,
    poc_details: '',
    re_details: '',
    call_invites: '',
    currency: TICKET_FORM_DEFAULTS.currency,
    hourly_rate: TICKET_FORM_DEFAULTS.hourly_rate,
    half_day_rate: TICKET_FORM_DEFAULTS.half_day_rate,
    full_day_rate: TICKET_FORM_DEFAULTS.full_day_rate,
    monthly_rate: '',
    agreed_rate: '',
    travel_cost_day: '',
    tool_cost: '',
    tools: '',
  };
}

/**
 * The form prefilled from a lead (issue 10): customer, task, dates, time, scope, address, time
 * zone, currency, rates and tools. The lead's empty rates keep the ticket defaults; its total
 * cost has no ticket field and is left out.
 */
export function leadToTicketFormValues(lead: Lead, base = ticketFormDefaults()): TicketFormValues {
  return {
    ...base,
    lead_id: lead.id,
    customer_id: lead.customer_id,
    task_name: lead.task_name,
    ...taskFormValues(lead),
    ...addressFormValues(lead),
    ...rateFormValues(lead),
    hourly_rate: lead.hourly_rate ?? base.hourly_rate,
    half_day_rate: lead.half_day_rate ?? base.half_day_rate,
    full_day_rate: lead.full_day_rate ?? base.full_day_rate,
    travel_cost_day: text(lead.travel_cost_day),
    tools: text(lead.tools),
  };
}

/** The edit form's values from a saved ticket (nulls as empty inputs, the hour as "09:00"). */
export function ticketToFormValues(ticket: Ticket): TicketFormValues {
  return {
    customer_id: ticket.customer_id,
    lead_id: ticket.lead_id,
    task_name: ticket.task_name,
    ...taskFormValues(ticket),
    priority: ticket.priority,
    engineer_id: ticket.engineer_id,
    ...addressFormValues(ticket),
    poc_details: text(ticket.poc_details),
    re_details: text(ticket.re_details),
    call_invites: text(ticket.call_invites),
    ...rateFormValues(ticket),
    travel_cost_day: text(ticket.travel_cost_day),
    tool_cost: text(ticket.tool_cost),
    tools: text(ticket.tools),
  };
}

// ---------------------------------------------------------------------------------------------
// Realtime payloads

/** ticket:created, ticket:updated and ticket:deleted carry the list row, to merge in place. */
export const ticketEventSchema = ticketListItemSchema;
export type TicketEvent = z.infer<typeof ticketEventSchema>;

/** ticket:assigned: `ticketId` and `engineerId` (null: unassigned), plus the row. */
export const ticketAssignedEventSchema = ticketListItemSchema.extend({
  ticketId: z.number().int(),
  engineerId: z.number().int().nullable(),
});
export type TicketAssignedEvent = z.infer<typeof ticketAssignedEventSchema>;

/** The payload of each of the area's events, by name. */
export const ticketEventSchemas = eventSchemasOf(ticketArea, {
  ticketAssigned: ticketAssignedEventSchema,
  ticketUpdated: ticketEventSchema,
  ticketCreated: ticketEventSchema,
  ticketDeleted: ticketEventSchema,
});
