import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type WorkLogListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

export function getWorkLogs(ticketId: number): Promise<WorkLogListResponse> {
  return apiFetch<WorkLogListResponse>(API_ROUTES.ticketWorkLogs(ticketId));
}

/** The ticket's stored work history, oldest day first, with its total hours. */
export function useWorkLogs(ticketId: number | null) {
  return useQuery({
    queryKey: ticketKeys.workLogs(ticketId ?? 0),
    queryFn: () => getWorkLogs(ticketId!),
    enabled: ticketId !== null,
  });
}
