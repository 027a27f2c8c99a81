import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type RoleListParams, type RoleListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { roleKeys } from './role-keys';

export function getRoles(query: RoleListParams): Promise<RoleListResponse> {
  return apiFetch<RoleListResponse>(listUrl(API_ROUTES.roles, query));
}

/** The roles the search matches, with their user counts and the three stats. */
export function useRoles(query: RoleListParams) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => getRoles(query),
    placeholderData: keepPreviousData,
  });
}
