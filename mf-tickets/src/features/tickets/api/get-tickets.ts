import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type TicketListParams, type TicketListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

export function getTickets(query: TicketListParams): Promise<TicketListResponse> {
  return apiFetch<TicketListResponse>(listUrl(API_ROUTES.tickets, query));
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
