import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type CustomerListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** How many customers the picker offers at a time: a search narrows them, never 1,000 rows. */
export const CUSTOMER_OPTIONS_LIMIT = 10;

export interface CustomerOption {
  id: number;
  name: string;
  code: string;
}

export async function getCustomerOptions(search: string): Promise<CustomerOption[]> {
  const { items } = await apiFetch<CustomerListResponse>(
    listUrl(API_ROUTES.customers, {
      limit: CUSTOMER_OPTIONS_LIMIT,
      sort: 'name',
      order: 'asc',
      search,
    }),
  );
  return items.map(({ id, name, code }) => ({ id, name, code }));
}

/** The customers matching `search`, asked only while `enabled`. */
export function useCustomerOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.customerOptions(search),
    queryFn: () => getCustomerOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
