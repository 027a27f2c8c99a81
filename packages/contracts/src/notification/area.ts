import { defineArea, recordEvents } from '../common/area-descriptor';

/** The notifications area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const notificationArea = defineArea({
  entity: 'notification',
  label: 'Notifications',
  apiRoutes: {
    notifications: '/api/notifications',
    notificationRead: (id: number | string) => `/api/notifications/${id}/read`,
    notificationsReadAll: '/api/notifications/read-all',
  },
  appRoutes: {
    notifications: '/notifications',
  },
  events: recordEvents('notification', 'notification', 'read', ['created', 'updated']),
  auditActions: ['notification.read', 'notifications.read_all'],
  sidebar: {
    label: 'Notifications',
    path: '/notifications',
    icon: 'Bell',
    order: 900,
    section: 'main',
    badge: 'notifications',
  },
  screen: { path: '/notifications', remote: 'mf-admin' },
});
