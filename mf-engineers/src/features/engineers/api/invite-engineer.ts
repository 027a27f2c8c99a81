import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type EngineerInviteBody, type EngineerListItem } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { engineerKeys } from './engineer-keys';

/** POST /api/engineers: the engineer is emailed a link to set a password ('Invited' until then). */
export function inviteEngineer(body: EngineerInviteBody): Promise<EngineerListItem> {
  return apiFetch<EngineerListItem>(API_ROUTES.engineers, { method: 'POST', json: body });
}

export function useInviteEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteEngineer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engineerKeys.lists() }),
  });
}
