import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type Ticket } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

export function getTicket(id: number): Promise<Ticket> {
  return apiFetch<Ticket>(API_ROUTES.ticket(id));
}

/** One ticket with its files and logged hours (details modal, edit form). */
export function useTicket(id: number | null) {
  return useQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: () => getTicket(id!),
    enabled: id !== null,
  });
}
