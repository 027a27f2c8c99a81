import {
  receivableListQuerySchema,
  type ReceivableAgingBasis,
  type ReceivableAgingFilter,
  type ReceivableListParams,
  type ReceivableStatusFilter,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

export type ReceivableSortState = SortState<ReceivableListParams['sort']>;

/** The receivables list's address, parsed with the API's own query schema. */
export function useReceivableListParams() {
  const { query, update } = useListSearchParams(receivableListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setStatus: (status: ReceivableStatusFilter) => update({ status, page: 1 }),
    setAging: (aging: ReceivableAgingFilter) => update({ aging, page: 1 }),
    // Only the analysis changes: the page stays.
    setAgingBasis: (basis: ReceivableAgingBasis) => update({ aging_basis: basis }),
    setSort: ({ sort, order }: ReceivableSortState) => update({ sort, order, page: 1 }),
  };
}
