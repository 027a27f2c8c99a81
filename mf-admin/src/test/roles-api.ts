import {
  API_ROUTES,
  ROLE_MESSAGES,
  roleListQuerySchema,
  type RoleBody,
  type RoleItem,
} from '@trellis/contracts';
import { apiErrorResponse, fakeListApi, fixtures, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory roles API that searches like the real one, refuses to delete a role users still
 * hold (409 with the count) and records the writes.
 */
export function fakeRolesApi(rows: RoleItem[]) {
  return fakeListApi({
    path: API_ROUTES.roles,
    rows,
    query: roleListQuerySchema,
    createdAt: 'end',
    matches: (row, query) =>
      `${row.name} ${row.description}`.toLowerCase().includes(query.search.toLowerCase()),
    answer: (_page, all) => fixtures.roleList(all),
    save: (body: RoleBody, id, before, stored) =>
      !before && stored.some((r) => r.name.toLowerCase() === body.name.toLowerCase())
        ? apiErrorResponse(409, ROLE_MESSAGES.nameTaken, 'CONFLICT')
        : fixtures.role({ ...before, ...body, id }),
    remove: (role, id) =>
      role && role.user_count > 0
        ? apiErrorResponse(409, ROLE_MESSAGES.inUse(role.name, role.user_count), 'ROLE_IN_USE')
        : HttpResponse.json({ id, message: ROLE_MESSAGES.deleted }),
  });
}

/** The four sample roles with their user counts. */
export function sampleRoles(): RoleItem[] {
  return [
    fixtures.role({
      id: 1,
      name: 'Admin',
      description: 'Full access',
      permissions: ['create', 'read', 'update', 'delete', 'manage_users'],
      user_count: 2,
    }),
    fixtures.role({
      id: 2,
      name: 'Manager',
      permissions: ['read', 'update', 'manage_team'],
      user_count: 5,
    }),
    fixtures.role({ id: 3, name: 'Engineer', permissions: ['read', 'update'], user_count: 0 }),
    fixtures.role({
      id: 4,
      name: 'Customer Support',
      permissions: ['read', 'update_tickets'],
      user_count: 8,
    }),
  ];
}
