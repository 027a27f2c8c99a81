import { APP_ROUTES } from '@trellis/contracts/constants';
import type { TicketListItem } from '@trellis/contracts';

/**
 * The form's address: `leadId` and `customerId` prefill a new ticket (leads' Create Ticket),
 * `fromTicket` makes it the edit form of that ticket. A value that is not an id
 * is ignored.
 */
export interface CreateTicketQuery {
  leadId: number | null;
  customerId: number | null;
  fromTicket: number | null;
}

const idOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value))
    ? Number(value)
    : null;

export function parseCreateTicketQuery(search: URLSearchParams): CreateTicketQuery {
  return {
    leadId: idOf(search.get('leadId')),
    customerId: idOf(search.get('customerId')),
    fromTicket: idOf(search.get('fromTicket')),
  };
}

/** Edit: /tickets/create?leadId&customerId&fromTicket (the lead left out when there is none). */
export function editTicketPath(ticket: Pick<TicketListItem, 'id' | 'lead_id' | 'customer_id'>) {
  const params = new URLSearchParams();
  if (ticket.lead_id !== null) params.set('leadId', String(ticket.lead_id));
  params.set('customerId', String(ticket.customer_id));
  params.set('fromTicket', String(ticket.id));
  return `${APP_ROUTES.ticketsCreate}?${params}`;
}
