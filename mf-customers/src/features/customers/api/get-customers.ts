import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type CustomerListParams, type CustomerListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function getCustomers(query: CustomerListParams): Promise<CustomerListResponse> {
  return apiFetch<CustomerListResponse>(listUrl(API_ROUTES.customers, query));
}

/** One page of customers; the previous page stays on screen while the next one loads. */
export function useCustomers(query: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });
}
