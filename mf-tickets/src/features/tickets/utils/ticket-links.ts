/**
 * The new ticket form's address: `leadId` and `customerId` prefill it (leads' Create Ticket);
 * `fromTicket` is the older address of the edit form, forwarded to /tickets/edit/{id}. A value
 * that is not an id is ignored.
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
