import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, ROLES_PAGE_SIZE, type RoleListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { systemUserKeys } from './system-user-keys';

export interface RoleOption {
  id: number;
  name: string;
}

export async function getRoleOptions(): Promise<RoleOption[]> {
  const { items } = await apiFetch<RoleListResponse>(
    listUrl(API_ROUTES.roles, { limit: ROLES_PAGE_SIZE, sort: 'name', order: 'asc' }),
  );
  return items.map(({ id, name }) => ({ id, name }));
}

/** Every role by name: the role filter's and the forms' choices. */
export function useRoleOptions() {
  return useQuery({
    queryKey: systemUserKeys.roleOptions(),
    queryFn: getRoleOptions,
    staleTime: 30_000,
  });
}
