import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui';
import {
  ActivityPage,
  AssetManagementPage,
  AttendancePage,
  CustomerReceivablePage,
  DashboardPage,
  EngineerPayoutPage,
  HolidayPage,
  LeavesPage,
  NotificationsPage,
  RolesPage,
  SystemUsersPage,
  // new-area:page-imports
} from './lazy-pages';
import { PlaceholderPage } from './pages/placeholder-page';

/** One page per mount point: mf-admin is mounted at each of these paths. */
const PAGES: Record<string, ReactElement> = {
  [APP_ROUTES.dashboard]: <DashboardPage />,
  [APP_ROUTES.engineerPayout]: <EngineerPayoutPage />,
  [APP_ROUTES.customerReceivable]: <CustomerReceivablePage />,
  [APP_ROUTES.assetManagement]: <AssetManagementPage />,
  [APP_ROUTES.holiday]: <HolidayPage />,
  [APP_ROUTES.roles]: <RolesPage />,
  [APP_ROUTES.systemUsers]: <SystemUsersPage />,
  [APP_ROUTES.activity]: <ActivityPage />,
  [APP_ROUTES.attendance]: <AttendancePage />,
  [APP_ROUTES.leaves]: <LeavesPage />,
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
  const page = PAGES[basePath];
  return (
    <Routes>
      {page && (
        <Route
          index
          element={<Suspense fallback={<Spinner label="Loading..." showLabel />}>{page}</Suspense>}
        />
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
