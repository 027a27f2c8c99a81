import { leaveListQuerySchema, type LeaveStatusFilter } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import { MONTH_KEY, VIEW_KEY } from '../utils/leaves-views';

// The view and its month are the page's, not the list's: a filter written keeps them.
const OPTIONS = { keep: [VIEW_KEY, MONTH_KEY] };

// An empty choice is no filter: absent from the address, not `?from=`.
const orNone = (value: string) => value || undefined;

/**
 * The Leaves page's address (`?status=pending&engineer_id=4&from=2026-12-01&page=2`), read with
 * the API's schema.
 */
export function useLeavesListParams() {
  const { query, update } = useListSearchParams(leaveListQuerySchema, OPTIONS);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Another filter lists other rows: back to page 1.
    setStatus: (status: LeaveStatusFilter) => update({ status, page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }),
    setEngineer: (engineerId: number | undefined) => update({ engineer_id: engineerId, page: 1 }),
    setFrom: (from: string) => update({ from: orNone(from), page: 1 }),
    setTo: (to: string) => update({ to: orNone(to), page: 1 }),
  };
}
