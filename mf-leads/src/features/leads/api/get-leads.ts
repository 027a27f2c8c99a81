import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type LeadListParams, type LeadListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leadKeys } from './lead-keys';

export function getLeads(query: LeadListParams): Promise<LeadListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiFetch<LeadListResponse>(`${API_ROUTES.leads}?${params}`);
}

/** One page of leads with the tiles' counts; the previous page stays on screen while the next loads. */
export function useLeads(query: LeadListParams) {
  return useQuery({
    queryKey: leadKeys.list(query),
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}
