import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** Removes the ticket with its files and work logs; its lead shows 'Create Ticket' again. */
export function deleteTicket(id: number): Promise<unknown> {
  return apiFetch<unknown>(API_ROUTES.ticket(id), { method: 'DELETE' });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ticketKeys.detail(id) });
      queryClient.removeQueries({ queryKey: ticketKeys.workLogs(id) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
