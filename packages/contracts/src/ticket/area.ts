import { defineArea, recordEvents } from '../common/area-descriptor';

/** The tickets area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const ticketArea = defineArea({
  entity: 'ticket',
  label: 'Tickets',
  apiRoutes: {
    tickets: '/api/tickets',
    ticket: (id: number | string) => `/api/tickets/${id}`,
    ticketWorkLogs: (id: number | string) => `/api/tickets/${id}/work-logs`,
    ticketWorkLog: (id: number | string, logId: number | string) =>
      `/api/tickets/${id}/work-logs/${logId}`,
    ticketEngineerOptions: '/api/tickets/engineer-options',
    ticketCalendarDays: '/api/tickets/calendar-days',
    ticketLeadOptions: '/api/tickets/lead-options',
    engineerMeTickets: '/api/engineers/me/tickets',
    engineerMeTicket: (id: number | string) => `/api/engineers/me/tickets/${id}`,
    engineerMeTicketWorkLogs: (id: number | string) => `/api/engineers/me/tickets/${id}/work-logs`,
  },
  appRoutes: {
    tickets: '/tickets',
    ticketsCreate: '/tickets/create',
    /** A route pattern (react-router); build the address with `ticketEditPath(id)`. */
    ticketsEdit: '/tickets/edit/:id',
  },
  events: {
    ticketAssigned: { name: 'ticket:assigned', audience: 'read' },
    ...recordEvents('ticket', 'ticket', 'read'),
  },
  savedViews: { list: 'tickets', read: 'read', share: 'update' },
  auditActions: [
    'ticket.assigned',
    'ticket.created',
    'ticket.deleted',
    'ticket.restored',
    'ticket.status_changed',
    'ticket.unassigned',
    'ticket.updated',
    'ticket.work_log_added',
    'ticket.work_log_deleted',
  ],
  sidebar: {
    label: 'Tickets',
    path: '/tickets',
    icon: 'Ticket',
    order: 70,
    section: 'main',
    badge: 'tickets',
  },
});
