import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui';
import { EngineersPage } from './pages/engineers-page';

// The detail page (and the edit form) load when an engineer is opened.
const EngineerDetailPage = lazy(() =>
  import('./pages/engineer-detail-page').then((m) => ({ default: m.EngineerDetailPage })),
);
// Each of the team's other screens is its own chunk: a visit to /leaves does not download payouts.
const DebugEngineerPage = lazy(() =>
  import('./pages/debug-engineer-page').then((m) => ({ default: m.DebugEngineerPage })),
);
const EngineerPayoutPage = lazy(() =>
  import('./pages/engineer-payout-page').then((m) => ({ default: m.EngineerPayoutPage })),
);
const AttendancePage = lazy(() =>
  import('./pages/attendance-page').then((m) => ({ default: m.AttendancePage })),
);
const LeavesPage = lazy(() =>
  import('./pages/leaves-page').then((m) => ({ default: m.LeavesPage })),
);

/** The screens mounted at a path of their own, beside the engineers list. */
const SCREENS = {
  [APP_ROUTES.debugEngineer]: <DebugEngineerPage />,
  [APP_ROUTES.engineerPayout]: <EngineerPayoutPage />,
  [APP_ROUTES.attendance]: <AttendancePage />,
  [APP_ROUTES.leaves]: <LeavesPage />,
};

/** The exposed ./App: the engineers team's screens, by where the shell mounted it. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath !== APP_ROUTES.engineers)
    return <MountedScreen basePath={basePath} screens={SCREENS} />;
  return (
    <Suspense fallback={<Spinner label="Loading engineer..." showLabel size="lg" />}>
      <Routes>
        <Route index element={<EngineersPage />} />
        <Route path=":id" element={<EngineerDetailPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
