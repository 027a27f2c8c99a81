import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type WorkLogCreateBody, type WorkLogListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

export interface CreateWorkLogVariables {
  ticketId: number;
  body: WorkLogCreateBody;
}

/** Stores one entry; the server computes its hours and answers the ticket's whole history. */
export function createWorkLog({ ticketId, body }: CreateWorkLogVariables) {
  return apiFetch<WorkLogListResponse>(API_ROUTES.ticketWorkLogs(ticketId), {
    method: 'POST',
    json: body,
  });
}

export function useCreateWorkLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkLog,
    onSuccess: (history, { ticketId }) => {
      queryClient.setQueryData(ticketKeys.workLogs(ticketId), history);
      // The ticket's total hours changed.
      return queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
    },
  });
}
