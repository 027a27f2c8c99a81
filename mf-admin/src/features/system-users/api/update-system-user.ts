import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type SystemUser, type SystemUserEditBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { systemUserKeys } from './system-user-keys';

/**
 * PUT /api/system-users/:id: name, email, role and active or inactive. Inactive ends the user's
 * sessions at once; the server refuses your own account and the last active one.
 */
export function updateSystemUser({
  id,
  body,
}: {
  id: number;
  body: SystemUserEditBody;
}): Promise<SystemUser> {
  return apiFetch<SystemUser>(API_ROUTES.systemUser(id), { method: 'PUT', json: body });
}

export function useUpdateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.lists() }),
  });
}
