import { defineArea, recordEvents } from '../common/area-descriptor';

/** The engineers area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const engineerArea = defineArea({
  entity: 'engineer',
  label: 'Engineers',
  apiRoutes: {
    engineers: '/api/engineers',
  },
  appRoutes: {
    engineers: '/engineers',
    debugEngineer: '/debug-engineer',
  },
  events: {
    ...recordEvents('engineer', 'engineer', 'read'),
    profileUpdated: { name: 'profile:updated', audience: 'read' },
  },
  savedViews: { list: 'engineers', read: 'read', share: 'manage_team' },
  auditActions: [
    'engineer.deactivated',
    'engineer.deleted',
    'engineer.invited',
    'engineer.reactivated',
    'engineer.registered',
    'engineer.updated',
  ],
  sidebar: {
    label: 'Engineers',
    path: '/engineers',
    icon: 'HardHat',
    order: 20,
    section: 'main',
    badge: 'engineers',
  },
});
