import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DispatchResponse } from '@trellis/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { updateTicket } from '../../tickets/api/update-ticket';
import { withTicketRow } from '../../tickets/utils/ticket-cache';
import { dispatchKeys } from './dispatch-keys';

export interface AssignTicketVariables {
  ticketId: number;
  /** null unassigns. */
  engineerId: number | null;
}

type Snapshot = [readonly unknown[], DispatchResponse | undefined][];

/**
 * PUT /api/tickets/:id `{engineer_id}` from the board: the card moves at once in every cached
 * board, goes back where it was if the API refuses (the caller shows why), and the lists
 * refetch either way for the booked hours and tiles.
 */
export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, engineerId }: AssignTicketVariables) =>
      updateTicket({ id: ticketId, body: { engineer_id: engineerId } }),
    onMutate: async ({ ticketId, engineerId }): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: dispatchKeys.boards() });
      const snapshot = queryClient.getQueriesData<DispatchResponse>({
        queryKey: dispatchKeys.boards(),
      });
      queryClient.setQueriesData<DispatchResponse>({ queryKey: dispatchKeys.boards() }, (board) =>
        board
          ? {
              ...board,
              tickets: board.tickets.map((t) =>
                t.id === ticketId ? { ...t, engineer_id: engineerId } : t,
              ),
            }
          : board,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, board] of context?.snapshot ?? []) queryClient.setQueryData(key, board);
    },
    onSuccess: (ticket) => {
      withTicketRow(queryClient, ticket);
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
