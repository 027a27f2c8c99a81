import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AssetAssigneeList, type AssetAssigneeUser } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { assetKeys } from './asset-keys';

export async function getAssetAssignees(search: string): Promise<AssetAssigneeUser[]> {
  const { items } = await apiFetch<AssetAssigneeList>(
    listUrl(API_ROUTES.assetAssignees, { search }),
  );
  return items;
}

/** The system users and engineers an assignee can be linked to, by name or email. */
export function useAssetAssignees(search: string) {
  return useQuery({
    queryKey: assetKeys.assignees(search),
    queryFn: () => getAssetAssignees(search),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
