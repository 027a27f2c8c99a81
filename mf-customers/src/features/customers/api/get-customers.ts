import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type CustomerListParams, type CustomerListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function getCustomers(query: CustomerListParams): Promise<CustomerListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiFetch<CustomerListResponse>(`${API_ROUTES.customers}?${params}`);
}

/** One page of customers; the previous page stays on screen while the next one loads. */
export function useCustomers(query: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });
}
