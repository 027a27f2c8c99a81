import {
  API_ROUTES,
  ROLE_MESSAGES,
  roleListQuerySchema,
  type RoleBody,
  type RoleItem,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory roles API that searches like the real one, refuses to delete a role users still
 * hold (409 with the count) and records the writes.
 */
export function fakeRolesApi(rows: RoleItem[]) {
  let stored = [...rows];
  const writes: { method: string; id?: number; body: unknown }[] = [];

  const handlers = [
    http.get(API_ROUTES.roles, ({ request }) => {
      const query = roleListQuerySchema.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const needle = query.search.toLowerCase();
      const matches = stored.filter((row) =>
        `${row.name} ${row.description}`.toLowerCase().includes(needle),
      );
      return HttpResponse.json(fixtures.roleList(matches));
    }),
    http.post(API_ROUTES.roles, async ({ request }) => {
      const body = (await request.json()) as RoleBody;
      writes.push({ method: 'POST', body });
      if (stored.some((r) => r.name.toLowerCase() === body.name.toLowerCase()))
        return apiErrorResponse(409, ROLE_MESSAGES.nameTaken, 'CONFLICT');
      const created = fixtures.role({ ...body, id: 900 });
      stored = [...stored, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API_ROUTES.roles}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as RoleBody;
      writes.push({ method: 'PUT', id, body });
      const updated = fixtures.role({ ...stored.find((r) => r.id === id), ...body, id });
      stored = stored.map((r) => (r.id === id ? updated : r));
      return HttpResponse.json(updated);
    }),
    http.delete(`${API_ROUTES.roles}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      const role = stored.find((r) => r.id === id);
      if (role && role.user_count > 0)
        return apiErrorResponse(
          409,
          ROLE_MESSAGES.inUse(role.name, role.user_count),
          'ROLE_IN_USE',
        );
      stored = stored.filter((r) => r.id !== id);
      return HttpResponse.json({ id, message: ROLE_MESSAGES.deleted });
    }),
  ];
  return { handlers, writes };
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
