import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type RoleBody, type RoleItem } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { roleKeys } from './role-keys';

/** POST /api/roles without an id, PUT /api/roles/:id with one; 409 for a name already taken. */
export function saveRole({ id, body }: { id: number | null; body: RoleBody }): Promise<RoleItem> {
  return id === null
    ? apiFetch<RoleItem>(API_ROUTES.roles, { method: 'POST', json: body })
    : apiFetch<RoleItem>(API_ROUTES.role(id), { method: 'PUT', json: body });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}
