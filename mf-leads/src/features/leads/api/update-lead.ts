import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type LeadBody, type LeadDetail } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leadKeys } from './lead-keys';

/** The edit form's PUT: the full fields. (The status modal's PUT is `change-lead-status.ts`.) */
export function updateLead({ id, body }: { id: number; body: LeadBody }): Promise<LeadDetail> {
  return apiFetch<LeadDetail>(API_ROUTES.lead(id), { method: 'PUT', json: body });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
