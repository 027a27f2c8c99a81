import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  REALTIME_EVENTS,
  ROLES_PAGE_SIZE,
  systemUserListQuerySchema,
  type RoleListResponse,
  type SystemUser,
  type SystemUserEditBody,
  type SystemUserInviteBody,
  type SystemUserListParams,
  type SystemUserListResponse,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';
import { apiFetch, listUrl } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';

/**
 * System users. A create is an invitation: a pending account and a set-password link by mail.
 * Inactive ends the user's sessions at once; the server refuses changing or deleting your own
 * account and the last active one. A role's change refreshes them too (its name, the choices).
 */
export const systemUsers = defineResource<{
  list: SystemUserListResponse;
  item: SystemUser;
  body: SystemUserEditBody;
  createBody: SystemUserInviteBody;
}>()({
  key: 'system-users',
  listPath: API_ROUTES.systemUsers,
  itemPath: API_ROUTES.systemUser,
  listQuery: systemUserListQuerySchema,
  events: [
    REALTIME_EVENTS.systemUserCreated,
    REALTIME_EVENTS.systemUserUpdated,
    REALTIME_EVENTS.systemUserDeleted,
    REALTIME_EVENTS.roleCreated,
    REALTIME_EVENTS.roleUpdated,
    REALTIME_EVENTS.roleDeleted,
  ],
});

export type SystemUserSortState = SortState<SystemUserListParams['sort']>;

export interface RoleOption {
  id: number;
  name: string;
}

/** Every role by name: the role filter's and the forms' choices. */
export function useRoleOptions() {
  return useQuery({
    queryKey: systemUsers.keys.of('role-options'),
    queryFn: async (): Promise<RoleOption[]> => {
      const { items } = await apiFetch<RoleListResponse>(
        listUrl(API_ROUTES.roles, { limit: ROLES_PAGE_SIZE, sort: 'name', order: 'asc' }),
      );
      return items.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 30_000,
  });
}

/** POST /api/system-users/:id/invitation: a new set-password link for a pending user. */
export const useResendInvitation = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ message: string }>(API_ROUTES.systemUserInvitation(id), { method: 'POST' }),
  });
