import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type Customer } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function getCustomer(id: number): Promise<Customer> {
  return apiFetch<Customer>(API_ROUTES.customer(id));
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? 0),
    queryFn: () => getCustomer(id!),
    enabled: id !== null,
  });
}
