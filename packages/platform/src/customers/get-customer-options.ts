import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@trellis/contracts';
import { API_ROUTES } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';
import { listUrl } from '../api/list-url';

/** How many customers a picker offers at a time: a search narrows them, never 1,000 rows. */
export const CUSTOMER_OPTIONS_LIMIT = 10;

/**
 * The query key of every customer search a form's picker makes. One key for every remote, so a
 * lead form and a ticket form searching the same text share one cached answer.
 */
export const CUSTOMER_OPTIONS_QUERY_KEY = ['platform', 'customer-options'] as const;

export const customerOptionsQueryKey = (search: string) =>
  [...CUSTOMER_OPTIONS_QUERY_KEY, search] as const;

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

/**
 * The customers matching `search` (by name, code, email or person), asked only while `enabled`
 * (the picker is open). The previous answer stays shown while the next one is on its way.
 */
export function useCustomerOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: customerOptionsQueryKey(search),
    queryFn: () => getCustomerOptions(search),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
