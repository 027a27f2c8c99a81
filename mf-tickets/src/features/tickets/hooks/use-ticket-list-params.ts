import { useSearchParams } from 'react-router';
import {
  ticketListQuerySchema,
  type TicketListParams,
  type TicketPriority,
  type TicketSortField,
  type TicketStatus,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';
import { ticketViewOf, VIEW_KEY } from '../utils/ticket-views';

const OPTIONS = { keep: [VIEW_KEY] };

/**
 * The tickets list's address, parsed with the API's own query schema; the view it is shown in
 * (the calendar reads the same filters) stays. On the board, `page` and `from` are the board's
 * (engineers, first day): the list behind the tiles ignores them there.
 */
export function useTicketListParams() {
  const { query: address, update } = useListSearchParams(ticketListQuerySchema, OPTIONS);
  const [searchParams] = useSearchParams();
  const onBoard = ticketViewOf(searchParams.get(VIEW_KEY)) === 'board';
  const query: TicketListParams = onBoard
    ? { ...address, page: 1, from: undefined, to: undefined }
    : address;
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
