import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type RoleBody, type RoleItem } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { roleKeys } from './role-keys';

/** PUT /api/roles/:id with every field of the form; 409 for a name already taken. */
export function updateRole({ id, body }: { id: number; body: RoleBody }): Promise<RoleItem> {
  return apiFetch<RoleItem>(API_ROUTES.role(id), { method: 'PUT', json: body });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}
