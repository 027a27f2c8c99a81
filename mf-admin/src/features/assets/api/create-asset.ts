import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type AssetBody, type Asset } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { assetKeys } from './asset-keys';

/** POST /api/assets. */
export function createAsset(body: AssetBody): Promise<Asset> {
  return apiFetch<Asset>(API_ROUTES.assets, { method: 'POST', json: body });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
