import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type RoleBody, type RoleItem } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { roleKeys } from './role-keys';

/** POST /api/roles; 409 for a name already taken. */
export function createRole(body: RoleBody): Promise<RoleItem> {
  return apiFetch<RoleItem>(API_ROUTES.roles, { method: 'POST', json: body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}
