import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type Customer } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** GET /api/customers/:id: the name of the customer an address names (`?customerId=`). */
export function getCustomer(id: number): Promise<Customer> {
  return apiFetch<Customer>(API_ROUTES.customer(id));
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: ticketKeys.customer(id ?? 0),
    queryFn: () => getCustomer(id!),
    enabled: id !== null,
  });
}
