import { defineArea } from '../common/area-descriptor';

/**
 * Saved views, as the product's lists take them (see ../common/area-descriptor.ts): no screen
 * or sidebar entry of their own, since each list's Views menu shows them, and no events, since
 * a view is read when its menu opens.
 */
export const savedViewArea = defineArea({
  entity: 'saved_view',
  label: 'Saved views',
  apiRoutes: {
    views: '/api/views',
    view: (id: number | string) => `/api/views/${id}`,
    viewDefault: '/api/views/default',
  },
  appRoutes: {},
  events: {},
  auditActions: ['saved_view.created', 'saved_view.updated', 'saved_view.deleted'],
});
