import type { HolidayListQuery, TicketCalendarParams, TicketListParams } from '@trellis/contracts';

/** Query keys of the tickets feature; a ticket write refreshes `lists()` and its `detail(id)`. */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => ['tickets', 'list'] as const,
  list: (query: TicketListParams) => ['tickets', 'list', query] as const,
  /** Under `lists()`, so every ticket write refreshes the calendar's counts too. */
  calendarDays: (query: TicketCalendarParams) =>
    ['tickets', 'list', 'calendar-days', query] as const,
  details: () => ['tickets', 'detail'] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  workLogs: (id: number) => ['tickets', 'work-logs', id] as const,
  /** The pickers: who may take a ticket ending on `until`, which leads may become one. */
  engineerOptions: (until: string, search: string) =>
    ['tickets', 'engineer-options', until, search] as const,
  leadOptions: (search: string) => ['tickets', 'lead-options', search] as const,
  /** Holidays the calendar marks and the form warns about: a month's, or one day's in a country. */
  holidays: (query: HolidayListQuery) => ['tickets', 'holidays', query] as const,
  lead: (id: number) => ['tickets', 'lead', id] as const,
  customer: (id: number) => ['tickets', 'customer', id] as const,
};
