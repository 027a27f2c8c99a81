import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  DASHBOARD_REFRESH_MS,
  type TicketListItem,
  type TicketListResponse,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

/** The most the list answers in one call (its `limit` cap); a calendar range holds far fewer. */
const CALENDAR_LIMIT = 1000;

export interface CalendarRange {
  /** First visible day, YYYY-MM-DD. */
  from: string;
  /** Last visible day, inclusive. */
  to: string;
}

export async function getCalendarTickets(range: CalendarRange): Promise<TicketListItem[]> {
  const { items } = await apiFetch<TicketListResponse>(
    listUrl(API_ROUTES.tickets, {
      from: range.from,
      to: range.to,
      limit: CALENDAR_LIMIT,
      sort: 'task_start_date',
      order: 'asc',
    }),
  );
  return items;
}

/** The tickets starting in the visible range only; null range: nothing to load yet. */
export function useCalendarTickets(range: CalendarRange | null) {
  return useQuery({
    queryKey: dashboardKeys.calendar(range ?? { from: '', to: '' }),
    queryFn: () => getCalendarTickets(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
