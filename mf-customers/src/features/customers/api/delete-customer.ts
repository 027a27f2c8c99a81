import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function deleteCustomer(id: number): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(API_ROUTES.customer(id), { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
