import {
  API_ROUTES,
  SYSTEM_USER_MESSAGES,
  systemUserListQuerySchema,
  type SystemUser,
  type SystemUserEditBody,
  type SystemUserInviteBody,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';

const ROLE_NAMES: Record<number, string> = {
  1: 'Admin',
  2: 'Manager',
  3: 'Engineer',
  4: 'Customer Support',
};

/**
 * An in-memory system users API that searches and filters like the real one, keeps its guard
 * rails (the signed-in user, id `selfId`, cannot delete or deactivate their own account) and
 * records the writes.
 */
export function fakeSystemUsersApi(rows: SystemUser[], selfId = fixtures.user().id) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const writes: { method: string; id?: number; body: unknown }[] = [];
  const roleOf = (id: number) => ({ id, name: ROLE_NAMES[id] ?? `Role ${id}` });

  const handlers = [
    http.get(API_ROUTES.systemUsers, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = systemUserListQuerySchema.parse(Object.fromEntries(params));
      const needle = query.search.toLowerCase();
      const matches = stored.filter(
        (row) =>
          `${row.name} ${row.email}`.toLowerCase().includes(needle) &&
          (query.role_id === undefined || row.role?.id === query.role_id) &&
          (query.status === 'all' || row.status === query.status),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.systemUserList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
          stats: { totalRoles: 4 },
        }),
      );
    }),
    http.post(API_ROUTES.systemUsers, async ({ request }) => {
      const body = (await request.json()) as SystemUserInviteBody;
      writes.push({ method: 'POST', body });
      const invited = fixtures.systemUser({
        id: 900,
        name: body.name,
        email: body.email,
        role: roleOf(body.role_id),
        status: 'pending',
      });
      stored = [invited, ...stored];
      return HttpResponse.json(invited, { status: 201 });
    }),
    http.post(`${API_ROUTES.systemUsers}/:id/invitation`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'POST', id, body: null });
      const user = stored.find((r) => r.id === id)!;
      return HttpResponse.json({ message: SYSTEM_USER_MESSAGES.invitationSent(user.email) });
    }),
    http.put(`${API_ROUTES.systemUsers}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as SystemUserEditBody;
      writes.push({ method: 'PUT', id, body });
      if (id === selfId && body.status === 'inactive')
        return apiErrorResponse(403, SYSTEM_USER_MESSAGES.ownAccountDeactivate, 'FORBIDDEN');
      const { role_id: roleId, ...rest } = body;
      const updated = fixtures.systemUser({
        ...stored.find((r) => r.id === id),
        ...rest,
        role: roleOf(roleId),
      });
      stored = stored.map((r) => (r.id === id ? updated : r));
      return HttpResponse.json(updated);
    }),
    http.delete(`${API_ROUTES.systemUsers}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      if (id === selfId)
        return apiErrorResponse(403, SYSTEM_USER_MESSAGES.ownAccountDelete, 'FORBIDDEN');
      stored = stored.filter((r) => r.id !== id);
      return HttpResponse.json({ id, message: SYSTEM_USER_MESSAGES.deleted });
    }),
  ];

  return {
    handlers,
    writes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => systemUserListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
  };
}

/** The signed-in admin (the test kit's user, id 7) and three others, one of each status. */
export function sampleUsers(): SystemUser[] {
  return [
    fixtures.systemUser({
      id: 7,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      last_login: '2026-01-05T09:30:00.000Z',
    }),
    fixtures.systemUser({
      id: 8,
      name: 'Mike Wilson',
      email: 'mike@example.com',
      role: { id: 2, name: 'Manager' },
    }),
    fixtures.systemUser({
      id: 9,
      name: 'Emily Davis',
      email: 'emily@example.com',
      role: { id: 4, name: 'Customer Support' },
      status: 'pending',
    }),
    fixtures.systemUser({
      id: 10,
      name: 'David Brown',
      email: 'david@example.com',
      role: { id: 3, name: 'Engineer' },
      status: 'inactive',
    }),
  ];
}
