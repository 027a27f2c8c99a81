import { leadListQuerySchema, type LeadSortField } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

/** The leads list's address, parsed with the API's own query schema. */
export function useLeadListParams() {
  const { query, update } = useListSearchParams(leadListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setSort: ({ sort, order }: SortState<LeadSortField>) => update({ sort, order, page: 1 }),
  };
}
