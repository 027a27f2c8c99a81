import type { LeadListParams } from '@trellis/contracts';

/** Query keys of the leads feature; a lead write invalidates `lists()` and its `detail(id)`. */
export const leadKeys = {
  all: ['leads'] as const,
  lists: () => ['leads', 'list'] as const,
  list: (query: LeadListParams) => ['leads', 'list', query] as const,
  details: () => ['leads', 'detail'] as const,
  detail: (id: number) => ['leads', 'detail', id] as const,
};
