import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type LeadDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leads } from './leads-resource';

export function cloneLead(id: number): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.leadClone(id), { method: 'POST' });
}

/** A copy with a new code, status BID, no follow-up date and no ticket; the list reloads. */
export function useCloneLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leads.keys.detail(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leads.keys.lists() });
    },
  });
}
