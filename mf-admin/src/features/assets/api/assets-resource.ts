import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  assetListQuerySchema,
  REALTIME_EVENTS,
  type Asset,
  type AssetAssigneeList,
  type AssetBody,
  type AssetListParams,
  type AssetListResponse,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';
import { apiFetch, listUrl } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';

/** Assets: a page of the list with the stats over every match. */
export const assets = defineResource<{ list: AssetListResponse; item: Asset; body: AssetBody }>()({
  key: 'assets',
  listPath: API_ROUTES.assets,
  itemPath: API_ROUTES.asset,
  listQuery: assetListQuerySchema,
  events: [
    REALTIME_EVENTS.assetCreated,
    REALTIME_EVENTS.assetUpdated,
    REALTIME_EVENTS.assetDeleted,
  ],
});

export type AssetSortState = SortState<AssetListParams['sort']>;

/** The system users and engineers an assignee can be linked to, by name or email. */
export function useAssetAssignees(search: string) {
  return useQuery({
    queryKey: assets.keys.of('assignees', search),
    queryFn: async () =>
      (await apiFetch<AssetAssigneeList>(listUrl(API_ROUTES.assetAssignees, { search }))).items,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
