import { defineArea, recordEvents } from '../common/area-descriptor';

const PAGE = '/system-users';

/** The system users area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const systemUserArea = defineArea({
  entity: 'system_user',
  label: 'System users',
  apiRoutes: {
    systemUsers: '/api/system-users',
    systemUser: (id: number | string) => `/api/system-users/${id}`,
    systemUserInvitation: (id: number | string) => `/api/system-users/${id}/invitation`,
  },
  appRoutes: { systemUsers: PAGE },
  events: recordEvents('systemUser', 'system-user', 'manage_users'),
  savedViews: { list: 'system-users', read: 'manage_users', share: 'manage_users' },
  auditActions: [
    'system_user.approved',
    'system_user.deactivated',
    'system_user.deleted',
    'system_user.invitation_resent',
    'system_user.invited',
    'system_user.reactivated',
    'system_user.role_changed',
    'system_user.updated',
  ],
  sidebar: { label: 'System Users', path: PAGE, icon: 'UserCog', order: 30, section: 'settings' },
  screen: { path: PAGE, remote: 'mf-admin' },
});
