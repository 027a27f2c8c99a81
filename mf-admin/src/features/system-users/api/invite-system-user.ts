import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type SystemUser, type SystemUserInviteBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { systemUserKeys } from './system-user-keys';

/** POST /api/system-users: a pending account, and a set-password link by mail. */
export function inviteSystemUser(body: SystemUserInviteBody): Promise<SystemUser> {
  return apiFetch<SystemUser>(API_ROUTES.systemUsers, { method: 'POST', json: body });
}

export function useInviteSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteSystemUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.lists() }),
  });
}
