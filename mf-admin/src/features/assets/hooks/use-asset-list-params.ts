import {
  assetListQuerySchema,
  type AssetListParams,
  type AssetStatusFilter,
  type AssetTypeFilter,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

export type AssetSortState = SortState<AssetListParams['sort']>;

/** The assets list's address, parsed with the API's own query schema. */
export function useAssetListParams() {
  const { query, update } = useListSearchParams(assetListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setType: (type: AssetTypeFilter) => update({ type, page: 1 }),
    setStatus: (status: AssetStatusFilter) => update({ status, page: 1 }),
    setSort: ({ sort, order }: AssetSortState) => update({ sort, order, page: 1 }),
  };
}
