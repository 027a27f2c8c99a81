import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type TicketLeadOption } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** How many leads the picker offers at a time: a search narrows them. */
export const LEAD_OPTIONS_LIMIT = 20;

export async function getLeadOptions(search: string): Promise<TicketLeadOption[]> {
  const { items } = await apiFetch<{ items: TicketLeadOption[] }>(
    listUrl(API_ROUTES.ticketLeadOptions, { limit: LEAD_OPTIONS_LIMIT, search }),
  );
  return items;
}

/** Confirmed leads without a ticket matching `search`, asked only while `enabled`. */
export function useLeadOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.leadOptions(search),
    queryFn: () => getLeadOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
