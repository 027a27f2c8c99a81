import { defineArea, recordEvents } from '../common/area-descriptor';

const PAGE = '/roles';

/** The roles area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const roleArea = defineArea({
  entity: 'role',
  label: 'Roles',
  apiRoutes: {
    roles: '/api/roles',
    role: (id: number | string) => `/api/roles/${id}`,
  },
  appRoutes: { roles: PAGE },
  events: recordEvents('role', 'role', 'manage_users'),
  auditActions: ['role.created', 'role.deleted', 'role.permissions_changed', 'role.updated'],
  sidebar: { label: 'Roles', path: PAGE, icon: 'ShieldCheck', order: 20, section: 'settings' },
  screen: { path: PAGE, remote: 'mf-admin' },
});
