import { defineArea } from '../common/area-descriptor';

/** The payouts area, as the product's lists take it (see ../common/area-descriptor.ts). */
export const payoutArea = defineArea({
  entity: 'payout',
  label: 'Payouts',
  apiRoutes: {
    payouts: '/api/payouts',
    payout: (id: number | string) => `/api/payouts/${id}`,
    payoutsGenerate: '/api/payouts/generate',
    payoutsExport: '/api/payouts/export.csv',
  },
  appRoutes: {
    engineerPayout: '/engineer-payout',
  },
  events: {
    payoutUpdated: { name: 'payout:updated', audience: 'manage_team' },
    payoutsGenerated: { name: 'payouts:generated', audience: 'manage_team' },
  },
  savedViews: { list: 'payouts', read: 'manage_team', share: 'manage_team' },
  auditActions: ['payout.generated', 'payout.status_changed', 'payout.updated', 'payouts.exported'],
  sidebar: {
    label: 'Engineer Payout',
    path: '/engineer-payout',
    icon: 'Wallet',
    order: 50,
    section: 'main',
  },
  screen: { path: '/engineer-payout', remote: 'mf-engineers' },
});
