import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { systemUserKeys } from './system-user-keys';

/** Refused for your own account and for the last active one (the server says which). */
export function deleteSystemUser(id: number): Promise<{ id: number; message: string }> {
  return apiFetch<{ id: number; message: string }>(API_ROUTES.systemUser(id), {
    method: 'DELETE',
  });
}

export function useDeleteSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystemUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.lists() }),
  });
}
