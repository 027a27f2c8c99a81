import type { QueryClient } from '@tanstack/react-query';
import type { TicketListItem, TicketListResponse } from '@trellis/contracts';
import { ticketKeys } from '../api/ticket-keys';

/** `row`'s list fields over the cached row with the same id (a full ticket carries more). */
function merged(item: TicketListItem, row: TicketListItem): TicketListItem {
  const next = { ...item };
  for (const key of Object.keys(item) as (keyof TicketListItem)[])
    (next as Record<string, unknown>)[key] = row[key];
  return next;
}

/** Whether a cached entry under `lists()` holds rows (the calendar's day counts do not). */
const shows = (page: TicketListResponse | undefined, id: number): page is TicketListResponse =>
  Array.isArray(page?.items) && page.items.some((item) => item.id === id);

/** Puts a saved or broadcast ticket in place in every cached page that shows it. */
export function withTicketRow(queryClient: QueryClient, row: TicketListItem): void {
  queryClient.setQueriesData<TicketListResponse>({ queryKey: ticketKeys.lists() }, (page) =>
    shows(page, row.id)
      ? {
          ...page,
          items: page.items.map((item) => (item.id === row.id ? merged(item, row) : item)),
        }
      : page,
  );
}

/** Takes a deleted ticket out of every cached page at once (the refetch fills the gap). */
export function withoutTicketRow(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<TicketListResponse>({ queryKey: ticketKeys.lists() }, (page) =>
    shows(page, id) ? { ...page, items: page.items.filter((item) => item.id !== id) } : page,
  );
}
