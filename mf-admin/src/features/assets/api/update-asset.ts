import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type AssetBody, type Asset } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { assetKeys } from './asset-keys';

/** PUT /api/assets/:id with every field of the form. */
export function updateAsset({ id, body }: { id: number; body: AssetBody }): Promise<Asset> {
  return apiFetch<Asset>(API_ROUTES.asset(id), { method: 'PUT', json: body });
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
