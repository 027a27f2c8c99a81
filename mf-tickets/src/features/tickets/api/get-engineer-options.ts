import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type TicketEngineerOption } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** The tickets page asks for up to 100 engineers (one page of the engineers list). */
export const ENGINEER_OPTIONS_LIMIT = 100;

export async function getEngineerOptions(
  until: string,
  search: string,
): Promise<TicketEngineerOption[]> {
  const { items } = await apiFetch<{ items: TicketEngineerOption[] }>(
    listUrl(API_ROUTES.ticketEngineerOptions, { limit: ENGINEER_OPTIONS_LIMIT, until, search }),
  );
  return items;
}

/**
 * Every engineer with whether they may take a ticket that runs until `until` (the ticket's end
 * date; empty: today).
 */
export const engineerOptionsQuery = (until: string, search: string) =>
  queryOptions({
    queryKey: ticketKeys.engineerOptions(until, search),
    queryFn: () => getEngineerOptions(until, search),
    staleTime: 30_000,
  });

/** The engineer options, asked only while `enabled`; a new search keeps the last answer shown. */
export function useEngineerOptions(until: string, search: string, enabled = true) {
  return useQuery({
    ...engineerOptionsQuery(until, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
