import {
  API_ROUTES,
  SYSTEM_USER_MESSAGES,
  systemUserListQuerySchema,
  type SystemUser,
  type SystemUserEditBody,
  type SystemUserInviteBody,
} from '@trellis/contracts';
import {
  apiErrorResponse,
  fakeListApi,
  fixtures,
  http,
  HttpResponse,
} from '@trellis/platform/testing';
import { sampleRoles } from './roles-api';

/** A role as a user row names it, from the sample roles. */
const roleOf = (id: number) => ({
  id,
  name: sampleRoles().find((role) => role.id === id)?.name ?? `Role ${id}`,
});

/**
 * An in-memory system users API that searches and filters like the real one, keeps its guard
 * rails (the signed-in user, id `selfId`, cannot delete or deactivate their own account) and
 * records the writes.
 */
export function fakeSystemUsersApi(rows: SystemUser[], selfId = fixtures.user().id) {
  const api = fakeListApi({
    path: API_ROUTES.systemUsers,
    rows,
    query: systemUserListQuerySchema,
    matches: (row, query) =>
      `${row.name} ${row.email}`.toLowerCase().includes(query.search.toLowerCase()) &&
      (query.role_id === undefined || row.role?.id === query.role_id) &&
      (query.status === 'all' || row.status === query.status),
    answer: (items, all, query) =>
      fixtures.systemUserList(items, {
        total: all.length,
        page: query.page,
        limit: query.limit,
        stats: { totalRoles: 4 },
      }),
    save: (body: SystemUserInviteBody | SystemUserEditBody, id, before) => {
      if (!before) {
        const { name, email, role_id: roleId } = body as SystemUserInviteBody;
        return fixtures.systemUser({ id, name, email, role: roleOf(roleId), status: 'pending' });
      }
      const { role_id: roleId, ...rest } = body as SystemUserEditBody;
      if (id === selfId && rest.status === 'inactive')
        return apiErrorResponse(403, SYSTEM_USER_MESSAGES.ownAccountDeactivate, 'FORBIDDEN');
      return fixtures.systemUser({ ...before, ...rest, role: roleOf(roleId) });
    },
    remove: (_user, id) =>
      id === selfId
        ? apiErrorResponse(403, SYSTEM_USER_MESSAGES.ownAccountDelete, 'FORBIDDEN')
        : HttpResponse.json({ id, message: SYSTEM_USER_MESSAGES.deleted }),
  });
  const resend = http.post(`${API_ROUTES.systemUsers}/:id/invitation`, ({ params }) => {
    const id = Number(params.id);
    api.writes.push({ method: 'POST', id, body: null });
    const user = api.stored().find((r) => r.id === id)!;
    return HttpResponse.json({ message: SYSTEM_USER_MESSAGES.invitationSent(user.email) });
  });
  return { ...api, handlers: [resend, ...api.handlers] };
}

/**
 * The signed-in admin (the test kit's user, id 7, the only one who has signed in before) and
 * three others, one of each status.
 */
export function sampleUsers(): SystemUser[] {
  const user = (id: number, name: string, roleId: number, status: SystemUser['status']) =>
    fixtures.systemUser({
      id,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      role: roleOf(roleId),
      status,
      last_login: id === 7 ? '2026-01-05T09:30:00.000Z' : null,
    });
  return [
    user(7, 'Ada Lovelace', 1, 'active'),
    user(8, 'Mike Wilson', 2, 'active'),
    user(9, 'Emily Davis', 4, 'pending'),
    user(10, 'David Brown', 3, 'inactive'),
  ];
}
