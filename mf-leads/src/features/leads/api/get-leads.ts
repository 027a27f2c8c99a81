import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type LeadListParams, type LeadListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { leadKeys } from './lead-keys';

export function getLeads(query: LeadListParams): Promise<LeadListResponse> {
  return apiFetch<LeadListResponse>(listUrl(API_ROUTES.leads, query));
}

/** One page of leads with the tiles' counts; the previous page stays on screen while the next loads. */
export function useLeads(query: LeadListParams) {
  return useQuery({
    queryKey: leadKeys.list(query),
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}
