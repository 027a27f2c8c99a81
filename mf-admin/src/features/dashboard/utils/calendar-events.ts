import type { EventInput } from '@fullcalendar/core';
import {
  CALENDAR_DAY_MAX_EVENTS,
  hoursToTaskTime,
  ticketStatusGroup,
} from '@trellis/contracts/constants';
import type { TicketCalendarDay, TicketListItem, TicketStatusGroup } from '@trellis/contracts';

/** The class an event carries for its status group's colours (calendar-styles.ts). */
export const eventClassOf = (group: TicketStatusGroup) => `trellis-event-${group}`;

/** The class of a day's "+N more" entry (calendar-styles.ts). */
export const MORE_EVENT_CLASS = 'trellis-more';

/** Tickets first, then the day's "+N more" below them. */
export const EVENT_ORDER = 'order,start,-duration,allDay,title';

/** Each day's ticket count, by YYYY-MM-DD; a day without tickets is absent. */
export function countsByDay(days: readonly TicketCalendarDay[]): Map<string, number> {
  return new Map(days.map((d) => [d.date, d.count]));
}

/**
 * Each day's first tickets on their start date (the list's `from`/`to` select by it): at the
 * start hour when there is one (an hour long by default), otherwise all day. A day counting more
 * tickets than it draws gets a "+N more" entry; N comes from the server's count of the day, not
 * from the rows at hand, which a busy range cuts short. Without counts yet, no "+N more".
 */
export function ticketEvents(
  tickets: readonly TicketListItem[],
  counts: ReadonlyMap<string, number> | null,
): EventInput[] {
  const byDay = new Map<string, TicketListItem[]>();
  for (const ticket of tickets) {
    const date = ticket.task_start_date;
    if (!date) continue;
    byDay.set(date, [...(byDay.get(date) ?? []), ticket]);
  }
  const dates = new Set([...byDay.keys(), ...(counts?.keys() ?? [])]);
  return [...dates].flatMap((date) => {
    const shown = ticketsOn(byDay.get(date) ?? [], date).slice(0, CALENDAR_DAY_MAX_EVENTS);
    const events: EventInput[] = shown.map((ticket) => {
      const timed = ticket.task_time_hours !== null;
      return {
        id: String(ticket.id),
        title: `${ticket.code} ${ticket.task_name}`,
        start: timed ? `${date}T${hoursToTaskTime(ticket.task_time_hours)}:00` : date,
        allDay: !timed,
        classNames: [eventClassOf(ticketStatusGroup(ticket.status))],
        extendedProps: { date, order: 0 },
      };
    });
    const more = (counts?.get(date) ?? 0) - shown.length;
    if (more > 0) {
      events.push({
        id: `more-${date}`,
        title: `+${more} more`,
        start: date,
        allDay: true,
        classNames: [MORE_EVENT_CLASS],
        extendedProps: { date, order: 1, more: true },
      });
    }
    return events;
  });
}

/** That day's tickets (by start date), earliest hour first. */
export function ticketsOn(tickets: readonly TicketListItem[], date: string): TicketListItem[] {
  return tickets
    .filter((t) => t.task_start_date === date)
    .sort((a, b) => (a.task_time_hours ?? -1) - (b.task_time_hours ?? -1) || a.id - b.id);
}

/** The side panel's summary of the visible range: its tickets and the days that have any. */
export function calendarSummary(counts: ReadonlyMap<string, number>) {
  let totalTickets = 0;
  let activeDays = 0;
  for (const count of counts.values()) {
    totalTickets += count;
    if (count > 0) activeDays += 1;
  }
  return { totalTickets, activeDays };
}
