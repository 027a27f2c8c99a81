import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { assetKeys } from './asset-keys';

export function deleteAsset(id: number): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(API_ROUTES.asset(id), { method: 'DELETE' });
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
