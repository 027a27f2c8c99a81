import type { ReactElement } from 'react';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import {
  ActivityPage,
  AssetManagementPage,
  DashboardPage,
  HolidayPage,
  NotificationsPage,
  RolesPage,
  SystemUsersPage,
  // new-area:page-imports
} from './lazy-pages';
import { PlaceholderPage } from './pages/placeholder-page';

/** One page per mount point: mf-admin is mounted at each of these paths. */
const PAGES: Record<string, ReactElement> = {
  [APP_ROUTES.dashboard]: <DashboardPage />,
  [APP_ROUTES.assetManagement]: <AssetManagementPage />,
  [APP_ROUTES.holiday]: <HolidayPage />,
  [APP_ROUTES.roles]: <RolesPage />,
  [APP_ROUTES.systemUsers]: <SystemUsersPage />,
  [APP_ROUTES.activity]: <ActivityPage />,
  [APP_ROUTES.notifications]: <NotificationsPage />,
  // new-area:pages
  [APP_ROUTES.projectManagement]: <PlaceholderPage title="Project Management" />,
  [APP_ROUTES.meeting]: <PlaceholderPage title="Meeting" />,
  [APP_ROUTES.sampleReports]: <PlaceholderPage title="Sample Reports" />,
  [APP_ROUTES.bank]: <PlaceholderPage title="Bank" />,
  [APP_ROUTES.library]: <PlaceholderPage title="Library" />,
  [APP_ROUTES.training]: <PlaceholderPage title="Training" />,
};

/** The exposed ./App. */
export default function App({ basePath }: RemoteAppProps) {
  return <MountedScreen basePath={basePath} screens={PAGES} />;
}
