import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { leadArea } from './area';

import { LEAD_MESSAGES, LEAD_STATUS_LABELS, LeadStatus, allowsFollowUp } from './texts';
import { leadStatusSchema } from './fields';
import { Lead } from './responses';

// The screens' shared logic.
// ---------------------------------------------------------------------------------------------
// Screens' shared logic

/** What the Ticket column shows. */
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

export const normalizedState = (s: LeadStatusState) => ({
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
 * The modal's preview of what will change, in our own words. `formatDate` renders a YYYY-MM-DD
 * date (default: as is).
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
 * lead, carrying the ticket's code.
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

/** The payload of each of the area's events, by name. */
export const leadEventSchemas = eventSchemasOf(leadArea, {
  leadCreated: leadEventSchema,
  leadUpdated: leadEventSchema,
  leadDeleted: leadEventSchema,
});
