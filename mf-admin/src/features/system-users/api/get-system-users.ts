import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  type SystemUserListParams,
  type SystemUserListResponse,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { systemUserKeys } from './system-user-keys';

export function getSystemUsers(query: SystemUserListParams): Promise<SystemUserListResponse> {
  return apiFetch<SystemUserListResponse>(listUrl(API_ROUTES.systemUsers, query));
}

/** One page of staff accounts with the four stats over every match. */
export function useSystemUsers(query: SystemUserListParams) {
  return useQuery({
    queryKey: systemUserKeys.list(query),
    queryFn: () => getSystemUsers(query),
    placeholderData: keepPreviousData,
  });
}
