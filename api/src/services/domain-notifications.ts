import {
  APP_ROUTES,
  formatHours,
  leadEditPath,
  workLogHours,
  type LeadDetail,
  type Ticket,
} from '@trellis/contracts';
import type { NotificationInput } from './notification-writer';

// What the domain events tell staff (issue 11): each names its record by display
// code and links to where it opens. Written inside the event's own transaction.

/** The tickets list searched for one ticket's code: `/tickets?search=%23AIM-T-007`. */
export const ticketLink = (code: string) =>
  `${APP_ROUTES.tickets}?${new URLSearchParams({ search: code })}`;

type TicketNamed = Pick<Ticket, 'code' | 'task_name' | 'customer_name' | 'engineer_name'>;

export const ticketCreatedNotification = (ticket: TicketNamed): NotificationInput => ({
  kind: 'ticket',
  title: 'New ticket',
  message: `Ticket ${ticket.code} "${ticket.task_name}" was created for ${ticket.customer_name}.`,
  link: ticketLink(ticket.code),
});

export const ticketAssignedNotification = (ticket: TicketNamed): NotificationInput => ({
  kind: 'ticket',
  title: 'Ticket assigned',
  message: `Ticket ${ticket.code} was assigned to ${ticket.engineer_name ?? 'an engineer'}.`,
  link: ticketLink(ticket.code),
});

/** The engineer set a status from the mobile app. */
export const ticketStatusByEngineerNotification = (
  ticket: TicketNamed & Pick<Ticket, 'status'>,
): NotificationInput => ({
  kind: 'ticket',
  title: 'Ticket updated',
  message: `${ticket.engineer_name ?? 'The engineer'} set ticket ${ticket.code} to ${ticket.status}.`,
  link: ticketLink(ticket.code),
});

/** The engineer logged hours from the mobile app. */
export const ticketHoursByEngineerNotification = (
  ticket: TicketNamed,
  entry: { work_date: string; start_time: string; end_time: string; break_minutes: number },
): NotificationInput => {
  const hours = workLogHours(entry.start_time, entry.end_time, entry.break_minutes).actual;
  return {
    kind: 'ticket',
    title: 'Ticket updated',
    message: `${ticket.engineer_name ?? 'The engineer'} logged ${formatHours(hours)} on ticket ${ticket.code} for ${entry.work_date}.`,
    link: ticketLink(ticket.code),
  };
};

export const leadConfirmedNotification = (
  lead: Pick<LeadDetail, 'id' | 'code' | 'task_name' | 'customer_name'>,
): NotificationInput => ({
  kind: 'lead',
  title: 'Lead confirmed',
  message: `Lead ${lead.code} "${lead.task_name}" for ${lead.customer_name} was confirmed.`,
  link: leadEditPath(lead.id),
});
