import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  type TicketCalendarParams,
  type TicketListParams,
  type TicketListResponse,
} from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** The query string of GET /api/tickets: repeatable filters as `A,B`, which the API reads. */
export function ticketListSearch(
  query: Partial<TicketListParams> | TicketCalendarParams,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}

export function getTickets(query: TicketListParams): Promise<TicketListResponse> {
  return apiFetch<TicketListResponse>(`${API_ROUTES.tickets}?${ticketListSearch(query)}`);
}

/**
 * One page of tickets (or a calendar day's, `from`/`to`) with the tiles'
 * counts over every match; the previous answer stays on screen while the next loads.
 */
export function useTickets(query: TicketListParams) {
  return useQuery({
    queryKey: ticketKeys.list(query),
    queryFn: () => getTickets(query),
    placeholderData: keepPreviousData,
  });
}
