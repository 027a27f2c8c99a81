import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type LeadDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leadKeys } from './lead-keys';

export function getLead(id: number): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.lead(id));
}

/** One lead with its customer, ticket link and status history (details modal, edit form). */
export function useLead(id: number | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? 0),
    queryFn: () => getLead(id!),
    enabled: id !== null,
  });
}
