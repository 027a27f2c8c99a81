import { defineArea } from '../common/area-descriptor';

const PAGE = '/asset-management';

/** The assets area, as the product's lists take it (see ../common/area.ts). */
export const assetArea = defineArea({
  entity: 'asset',
  label: 'Assets',
  apiRoutes: {
    assets: '/api/assets',
    asset: (id: number | string) => `/api/assets/${id}`,
    assetAssignees: '/api/assets/assignees',
  },
  appRoutes: { assetManagement: PAGE },
  events: {
    assetCreated: { name: 'asset:created', audience: 'read' },
    assetUpdated: { name: 'asset:updated', audience: 'read' },
    assetDeleted: { name: 'asset:deleted', audience: 'read' },
  },
  auditActions: ['asset.created', 'asset.deleted', 'asset.updated'],
  sidebar: { label: 'Asset Management', path: PAGE, icon: 'Package', order: 80, section: 'main' },
  screen: { path: PAGE, remote: 'mf-admin' },
});
