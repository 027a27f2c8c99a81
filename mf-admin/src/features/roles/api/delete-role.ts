import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { roleKeys } from './role-keys';

/** 409 with the count while users still hold the role. */
export function deleteRole(id: number): Promise<{ id: number; message: string }> {
  return apiFetch<{ id: number; message: string }>(API_ROUTES.role(id), { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}
