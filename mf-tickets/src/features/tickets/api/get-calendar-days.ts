import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  type TicketCalendarParams,
  type TicketCalendarResponse,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

export function getCalendarDays(query: TicketCalendarParams): Promise<TicketCalendarResponse> {
  return apiFetch<TicketCalendarResponse>(listUrl(API_ROUTES.ticketCalendarDays, query));
}

/**
 * The visible month's per-day counts (and countries, for the holidays), however many tickets
 * it holds; the previous month stays on screen while the next loads.
 */
export function useCalendarDays(query: TicketCalendarParams) {
  return useQuery({
    queryKey: ticketKeys.calendarDays(query),
    queryFn: () => getCalendarDays(query),
    placeholderData: keepPreviousData,
  });
}
