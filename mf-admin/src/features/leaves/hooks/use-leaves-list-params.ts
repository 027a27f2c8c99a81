import { leaveListQuerySchema, type LeaveStatusFilter } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';

/** The Leaves page's address (`?status=pending&search=ada&page=2`), read with the API's schema. */
export function useLeavesListParams() {
  const { query, update } = useListSearchParams(leaveListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Another filter lists other rows: back to page 1.
    setStatus: (status: LeaveStatusFilter) => update({ status, page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }),
  };
}
