import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Receivable } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { receivableKeys } from './receivable-keys';

/** POST /api/receivables/:id/pay: 'Mark paid', paid today. */
export function payReceivable(id: number): Promise<Receivable> {
  return apiFetch<Receivable>(API_ROUTES.receivablePay(id), { method: 'POST' });
}

export function usePayReceivable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payReceivable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivableKeys.lists() }),
  });
}
