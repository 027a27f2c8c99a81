import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Receivable } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { receivableKeys } from './receivable-keys';

/** POST /api/receivables/:id/remind: 'Send reminder' to the customer's account email. */
export function remindReceivable(id: number): Promise<Receivable> {
  return apiFetch<Receivable>(API_ROUTES.receivableRemind(id), { method: 'POST' });
}

export function useRemindReceivable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindReceivable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivableKeys.lists() }),
  });
}
