import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Customer } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { customerKeys } from './customer-keys';

export function updateCustomer({ id, body }: { id: number; body: FormData }): Promise<Customer> {
  return apiFetch<Customer>(API_ROUTES.customer(id), { method: 'PUT', body });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
