import type { AssetListParams } from '@trellis/contracts';

/** Query keys of the assets feature; an asset write invalidates `lists()`. */
export const assetKeys = {
  all: ['assets'] as const,
  lists: () => ['assets', 'list'] as const,
  list: (query: AssetListParams) => ['assets', 'list', query] as const,
  assignees: (search: string) => ['assets', 'assignees', search] as const,
};
