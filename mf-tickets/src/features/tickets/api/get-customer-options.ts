import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type CustomerListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** How many customers the picker offers at a time: a search narrows them, never 1,000 rows. */
export const CUSTOMER_OPTIONS_LIMIT = 10;

export interface CustomerOption {
  id: number;
  name: string;
  code: string;
}

export async function getCustomerOptions(search: string): Promise<CustomerOption[]> {
  const params = new URLSearchParams({
    limit: String(CUSTOMER_OPTIONS_LIMIT),
    sort: 'name',
    order: 'asc',
  });
  if (search) params.set('search', search);
  const { items } = await apiFetch<CustomerListResponse>(`${API_ROUTES.customers}?${params}`);
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
