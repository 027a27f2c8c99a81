import {
  API_ROUTES,
  REALTIME_EVENTS,
  roleListQuerySchema,
  type RoleBody,
  type RoleItem,
  type RoleListResponse,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';

/**
 * Roles: every role the search matches, with its user count and the three stats. A system
 * user's change refreshes them too, since it changes the counts. A delete is refused (409, with
 * the count) while users still hold the role.
 */
export const roles = defineResource<{ list: RoleListResponse; item: RoleItem; body: RoleBody }>()({
  key: 'roles',
  listPath: API_ROUTES.roles,
  itemPath: API_ROUTES.role,
  listQuery: roleListQuerySchema,
  events: [
    REALTIME_EVENTS.roleCreated,
    REALTIME_EVENTS.roleUpdated,
    REALTIME_EVENTS.roleDeleted,
    REALTIME_EVENTS.systemUserCreated,
    REALTIME_EVENTS.systemUserUpdated,
    REALTIME_EVENTS.systemUserDeleted,
  ],
});
