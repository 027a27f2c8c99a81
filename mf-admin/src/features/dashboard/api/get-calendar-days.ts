import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, DASHBOARD_REFRESH_MS } from '@trellis/contracts/constants';
import type { TicketCalendarResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import type { CalendarRange } from './get-calendar-tickets';
import { dashboardKeys } from './dashboard-keys';

export function getCalendarDays(range: CalendarRange): Promise<TicketCalendarResponse> {
  return apiFetch<TicketCalendarResponse>(
    listUrl(API_ROUTES.ticketCalendarDays, { from: range.from, to: range.to }),
  );
}

/**
 * The visible range's per-day ticket counts, counted by the server: they stay right however many
 * tickets a day or the range holds, where a list page would be cut at its size. Null range:
 * nothing to load yet.
 */
export function useCalendarDays(range: CalendarRange | null) {
  return useQuery({
    queryKey: dashboardKeys.calendarDays(range ?? { from: '', to: '' }),
    queryFn: () => getCalendarDays(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
