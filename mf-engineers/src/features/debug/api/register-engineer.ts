import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type User } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { engineersQueryKey } from './get-engineers';

export interface TestRegistration {
  username: string;
  email: string;
  password: string;
  phone: string;
}

export function useRegisterEngineer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestRegistration) =>
      apiFetch<User>(API_ROUTES.auth.register, {
        method: 'POST',
        json: { ...body, role: 'engineer' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engineersQueryKey }),
  });
}
