import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leadKeys } from './lead-keys';

/** `{ ok: true }` when deleted; 409 with the reason while a ticket references the lead. */
export function deleteLead(id: number): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(API_ROUTES.lead(id), { method: 'DELETE' });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
