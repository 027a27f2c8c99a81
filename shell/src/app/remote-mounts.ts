import { APP_ROUTES } from '@trellis/contracts';
import type { RemoteName } from './remote-route';

/** Which remote renders which top-level path (DESIGN §3). Each mount gets `<path>/*`. */
export const REMOTE_MOUNTS: { path: string; remote: RemoteName }[] = [
  { path: APP_ROUTES.customers, remote: 'mf_customers' },
  { path: APP_ROUTES.leads, remote: 'mf_leads' },
  { path: APP_ROUTES.lead, remote: 'mf_leads' },
  { path: APP_ROUTES.tickets, remote: 'mf_tickets' },
  { path: APP_ROUTES.engineers, remote: 'mf_engineers' },
  { path: APP_ROUTES.debugEngineer, remote: 'mf_engineers' },
  ...[
    APP_ROUTES.dashboard,
    APP_ROUTES.engineerPayout,
    APP_ROUTES.customerReceivable,
    APP_ROUTES.assetManagement,
    APP_ROUTES.holiday,
    APP_ROUTES.roles,
    APP_ROUTES.systemUsers,
    APP_ROUTES.projectManagement,
    APP_ROUTES.meeting,
    APP_ROUTES.sampleReports,
    APP_ROUTES.attendance,
    APP_ROUTES.leaves,
    APP_ROUTES.notifications,
    APP_ROUTES.bank,
    APP_ROUTES.library,
    APP_ROUTES.training,
  ].map((path) => ({ path, remote: 'mf_admin' as const })),
];
