import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Asset, type AssetBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { assetKeys } from './asset-keys';

/** POST /api/assets without an id, PUT /api/assets/:id with one: the same form and body. */
export function saveAsset({ id, body }: { id: number | null; body: AssetBody }): Promise<Asset> {
  return id === null
    ? apiFetch<Asset>(API_ROUTES.assets, { method: 'POST', json: body })
    : apiFetch<Asset>(API_ROUTES.asset(id), { method: 'PUT', json: body });
}

export function useSaveAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAsset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
  });
}
