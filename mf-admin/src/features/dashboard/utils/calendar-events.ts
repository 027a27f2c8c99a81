import type { EventInput } from '@fullcalendar/core';
import {
  hoursToTaskTime,
  ticketStatusGroup,
  type TicketListItem,
  type TicketStatusGroup,
} from '@trellis/contracts';

/** The class an event carries for its status group's colours (calendar-styles.ts). */
export const eventClassOf = (group: TicketStatusGroup) => `trellis-event-${group}`;

/**
 * Each ticket on its start date (the list's `from`/`to` select by it): at its start hour when
 * it has one (an hour long by default), otherwise all day.
 */
export function ticketEvents(tickets: readonly TicketListItem[]): EventInput[] {
  return tickets.flatMap((ticket) => {
    const date = ticket.task_start_date;
    if (!date) return [];
    const timed = ticket.task_time_hours !== null;
    return [
      {
        id: String(ticket.id),
        title: `${ticket.code} ${ticket.task_name}`,
        start: timed ? `${date}T${hoursToTaskTime(ticket.task_time_hours)}:00` : date,
        allDay: !timed,
        classNames: [eventClassOf(ticketStatusGroup(ticket.status))],
        extendedProps: { date },
      },
    ];
  });
}

/** That day's tickets (by start date), earliest hour first. */
export function ticketsOn(tickets: readonly TicketListItem[], date: string): TicketListItem[] {
  return tickets
    .filter((t) => t.task_start_date === date)
    .sort((a, b) => (a.task_time_hours ?? -1) - (b.task_time_hours ?? -1) || a.id - b.id);
}

/** The side panel's summary of the visible range: its tickets and the days that have any. */
export function calendarSummary(tickets: readonly TicketListItem[]) {
  const dated = tickets.filter((t) => t.task_start_date);
  return {
    totalTickets: dated.length,
    activeDays: new Set(dated.map((t) => t.task_start_date)).size,
  };
}
