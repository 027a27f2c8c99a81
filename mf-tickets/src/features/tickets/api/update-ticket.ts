import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Ticket, type TicketUpdateInput } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { withTicketRow } from '../utils/ticket-cache';
import { ticketKeys } from './ticket-keys';

export interface UpdateTicketVariables {
  id: number;
  /** The full form (edit), or one of `{engineer_id}`, `{status}`, `{priority}`. */
  body: TicketUpdateInput;
}

export function updateTicket({ id, body }: UpdateTicketVariables): Promise<Ticket> {
  return apiFetch<Ticket>(API_ROUTES.ticket(id), { method: 'PUT', json: body });
}

/**
 * Every PUT: the answer (the whole ticket) replaces the row at once in every cached page, then
 * the lists refetch, as the tiles and filters may now count it differently.
 */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: (ticket) => {
      withTicketRow(queryClient, ticket);
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
