import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type LeadDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** GET /api/leads/:id: the lead a new ticket is prefilled from. */
export function getLead(id: number): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.lead(id));
}

export function useLead(id: number | null) {
  return useQuery({
    queryKey: ticketKeys.lead(id ?? 0),
    queryFn: () => getLead(id!),
    enabled: id !== null,
  });
}
