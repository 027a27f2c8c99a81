import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type SystemUserListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { activityKeys } from './activity-keys';

export interface StaffOption {
  id: number;
  name: string;
}

// The API's largest page: an install has far fewer staff accounts than that.
const EVERY_ACCOUNT = 1000;

export async function getStaffOptions(): Promise<StaffOption[]> {
  const { items } = await apiFetch<SystemUserListResponse>(
    listUrl(API_ROUTES.systemUsers, {
      limit: EVERY_ACCOUNT,
      sort: 'name',
      order: 'asc',
      status: 'all',
    }),
  );
  return items.map(({ id, name }) => ({ id, name }));
}

/** Every staff account by name: the User filter's choices. */
export function useStaffOptions() {
  return useQuery({
    queryKey: activityKeys.staffOptions(),
    queryFn: getStaffOptions,
    staleTime: 30_000,
  });
}
