import {
  payoutListQuerySchema,
  type PayoutListParams,
  type PayoutStatusFilter,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

export type PayoutSortState = SortState<PayoutListParams['sort']>;

/** The payouts list's address, parsed with the API's own query schema. */
export function usePayoutListParams() {
  const { query, update } = useListSearchParams(payoutListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setMonth: (month: string) => update({ month, page: 1 }),
    setStatus: (status: PayoutStatusFilter) => update({ status, page: 1 }),
    setSort: ({ sort, order }: PayoutSortState) => update({ sort, order, page: 1 }),
  };
}
