import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngineerListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { removeEngineer } from '../utils/merge-engineer-event';
import { engineerKeys } from './engineer-keys';
import { engineerPath } from './engineer-paths';

/** 200 when deleted; 409 with the reason while the engineer has open tickets. */
export function deleteEngineer(id: number): Promise<{ id: number; message: string }> {
  return apiFetch<{ id: number; message: string }>(engineerPath(id), { method: 'DELETE' });
}

export function useDeleteEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEngineer,
    onSuccess: (_answer, id) => {
      // The row goes at once (as engineer:deleted would), then the page loads again.
      queryClient.setQueriesData<EngineerListResponse>(
        { queryKey: engineerKeys.lists() },
        (list) => (list ? removeEngineer(list, id) : list),
      );
      queryClient.removeQueries({ queryKey: engineerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: engineerKeys.lists() });
    },
  });
}
