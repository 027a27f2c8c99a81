import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AssetListParams, type AssetListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { assetKeys } from './asset-keys';

export function getAssets(query: AssetListParams): Promise<AssetListResponse> {
  return apiFetch<AssetListResponse>(listUrl(API_ROUTES.assets, query));
}

/** One page of assets with the stats over every match; the last page stays while the next loads. */
export function useAssets(query: AssetListParams) {
  return useQuery({
    queryKey: assetKeys.list(query),
    queryFn: () => getAssets(query),
    placeholderData: keepPreviousData,
  });
}
