import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngineerDetail, EngineerEditBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { engineerKeys } from './engineer-keys';
import { engineerPath } from './engineer-paths';

/** PUT /api/engineers/:id: contact details and Active or Inactive. */
export function updateEngineer({
  id,
  body,
}: {
  id: number;
  body: EngineerEditBody;
}): Promise<EngineerDetail> {
  return apiFetch<EngineerDetail>(engineerPath(id), { method: 'PUT', json: body });
}

export function useUpdateEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEngineer,
    onSuccess: (_engineer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: engineerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    },
  });
}
