import { defineArea, recordEvents } from '../common/area-descriptor';

const PAGE = '/asset-management';

/** The assets area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const assetArea = defineArea({
  entity: 'asset',
  label: 'Assets',
  apiRoutes: {
    assets: '/api/assets',
    asset: (id: number | string) => `/api/assets/${id}`,
    assetAssignees: '/api/assets/assignees',
  },
  appRoutes: { assetManagement: PAGE },
  events: recordEvents('asset', 'asset', 'read'),
  savedViews: { list: 'assets', read: 'read', share: 'update' },
  auditActions: ['asset.created', 'asset.deleted', 'asset.updated'],
  sidebar: { label: 'Asset Management', path: PAGE, icon: 'Package', order: 80, section: 'main' },
  screen: { path: PAGE, remote: 'mf-admin' },
});
