import { useMutation } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';

/** POST /api/system-users/:id/invitation: a new set-password link for a pending user. */
export function resendInvitation(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(API_ROUTES.systemUserInvitation(id), { method: 'POST' });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
