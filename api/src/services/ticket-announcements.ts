import { REALTIME_EVENTS, type Ticket } from '@trellis/contracts';
import type { Realtime } from '../plugins/app/realtime';
import { leadEventOf } from '../repositories/lead-rows';
import { listItemOf } from '../repositories/ticket-rows';
import type { LeadLink } from '../repositories/tickets-repository';

// What a committed ticket write tells the open screens, so they update live: the list row, small
// enough for pg_notify, with the request id so the author's tab recognises its own echo.
// Publishing swallows its own failures: the write has committed and must not turn into an error.

export type TicketAnnouncer = Pick<Realtime, 'publish' | 'publishCounts'>;

export type TicketEventName =
  | typeof REALTIME_EVENTS.ticketCreated
  | typeof REALTIME_EVENTS.ticketUpdated
  | typeof REALTIME_EVENTS.ticketAssigned;

export async function announceTicket(
  realtime: TicketAnnouncer,
  event: TicketEventName,
  ticket: Ticket,
  context: { requestId?: string },
): Promise<void> {
  const row = listItemOf(ticket);
  const options = { requestId: context.requestId };
  if (event === REALTIME_EVENTS.ticketAssigned)
    await realtime.publish(
      event,
      { ...row, ticketId: ticket.id, engineerId: ticket.engineer_id },
      options,
    );
  else await realtime.publish(event, row, options);
}

/** lead:updated for each lead whose ticket link changed (its Ticket column follows). */
export async function announceLeads(
  realtime: TicketAnnouncer,
  leads: readonly LeadLink[],
  context: { requestId?: string },
): Promise<void> {
  for (const lead of leads) {
    await realtime.publish(REALTIME_EVENTS.leadUpdated, leadEventOf(lead), {
      requestId: context.requestId,
    });
  }
}
