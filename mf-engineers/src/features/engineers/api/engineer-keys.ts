import type { EngineerListParams } from '@trellis/contracts';

/** Query keys of the engineers feature; an engineer write invalidates `lists()` and its `detail(id)`. */
export const engineerKeys = {
  all: ['engineers'] as const,
  lists: () => ['engineers', 'list'] as const,
  list: (query: EngineerListParams) => ['engineers', 'list', query] as const,
  details: () => ['engineers', 'detail'] as const,
  detail: (id: number) => ['engineers', 'detail', id] as const,
};
