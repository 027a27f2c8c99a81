import {
  ticketListQuerySchema,
  type TicketPriority,
  type TicketSortField,
  type TicketStatus,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

/** The tickets list's address, parsed with the API's own query schema. */
export function useTicketListParams() {
  const { query, update } = useListSearchParams(ticketListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setStatus: (status: TicketStatus[]) => update({ status, page: 1 }),
    setPriority: (priority: TicketPriority[]) => update({ priority, page: 1 }),
    setSort: ({ sort, order }: SortState<TicketSortField>) => update({ sort, order, page: 1 }),
  };
}
