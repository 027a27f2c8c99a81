import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Ticket } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** POST /api/tickets: multipart, every form field plus the document and sign-off files. */
export function createTicket(body: FormData): Promise<Ticket> {
  return apiFetch<Ticket>(API_ROUTES.tickets, { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      // The lead it came from is no longer offered in the lead picker.
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
