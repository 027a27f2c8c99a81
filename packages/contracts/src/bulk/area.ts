import { defineArea } from '../common/area-descriptor';

/**
 * Bulk actions, as the product's lists take them (see ../common/area-descriptor.ts): each list
 * offers its actions at `<list path>/bulk`, and the runs themselves live here. Progress is told
 * only to the account that started a run; `read` is the least any list's reader holds.
 */
export const bulkArea = defineArea({
  entity: 'bulk_action',
  label: 'Bulk actions',
  apiRoutes: {
    bulkRun: (id: number | string) => `/api/bulk/${id}`,
    bulkRunUndo: (id: number | string) => `/api/bulk/${id}/undo`,
    bulkRunCancel: (id: number | string) => `/api/bulk/${id}/cancel`,
  },
  appRoutes: {},
  events: { bulkProgress: { name: 'bulk:progress', audience: 'read' } },
  auditActions: [
    'bulk_action.applied',
    'bulk_action.undone',
    'bulk_action.cancelled',
    'bulk_action.exported',
  ],
});
