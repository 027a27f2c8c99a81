import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui/controls';
import { LeadsPage } from './pages/leads-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App: a lazy list would sit behind React's 300 ms Suspense reveal
// throttle right after the shell's own loading state. The forms load when opened.
const AddLeadPage = lazy(() =>
  import('./pages/add-lead-page').then((m) => ({ default: m.AddLeadPage })),
);
const EditLeadPage = lazy(() =>
  import('./pages/edit-lead-page').then((m) => ({ default: m.EditLeadPage })),
);

/** The exposed ./App, mounted at /leads and at /lead; routes are relative to the mount. */
export default function App({ basePath }: RemoteAppProps) {
  // /lead itself is a protected route whose content is not shown: it lands on the list. Below
  // it, as anywhere, an unknown path goes to /.
  if (basePath === APP_ROUTES.lead)
    return (
      <Routes>
        <Route index element={<Navigate to={APP_ROUTES.leads} replace />} />
        <Route path="*" element={<Navigate to={APP_ROUTES.root} replace />} />
      </Routes>
    );
  // Any other screen of the team's, at its own mount, from the screens index.
  if (basePath !== APP_ROUTES.leads)
    return <MountedScreen basePath={basePath} screens={SCREEN_PAGES} />;
  return (
    <Suspense fallback={<Spinner label="Loading leads..." showLabel size="lg" />}>
      <Routes>
        <Route index element={<LeadsPage />} />
        <Route path="add" element={<AddLeadPage />} />
        <Route path="edit/:id" element={<EditLeadPage />} />
        {/* Any unknown path goes to the list, so a stale or mistyped link still lands on it. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
