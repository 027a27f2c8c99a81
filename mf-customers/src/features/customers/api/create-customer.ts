import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Customer } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function createCustomer(body: FormData): Promise<Customer> {
  return apiFetch<Customer>(API_ROUTES.customers, { method: 'POST', body });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
