import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type LeadBody, type LeadDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leadKeys } from './lead-keys';

export function createLead(body: LeadBody): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.leads, { method: 'POST', json: body });
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
