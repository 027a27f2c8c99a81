import { Navigate, Route, Routes } from 'react-router';
// From the shared contracts, which the eager list page needs anyway (its query schema): the
// zod-free `@trellis/contracts/constants` is not shared, and would put a second copy of every
// area's descriptor (about 3 KB) into this first screen.
import { APP_ROUTES } from '@trellis/contracts';
import { AreaRoutes, lazyScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { LeadsPage } from './pages/leads-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App, as the area's first screen; the forms load when opened.
const AddLeadPage = lazyScreen(() => import('./pages/add-lead-page').then((m) => m.AddLeadPage));
const EditLeadPage = lazyScreen(() => import('./pages/edit-lead-page').then((m) => m.EditLeadPage));

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
  return (
    <AreaRoutes
      basePath={basePath}
      screens={SCREEN_PAGES}
      home={APP_ROUTES.leads}
      loadingLabel="Loading leads..."
    >
      <Route index element={<LeadsPage />} />
      <Route path="add" element={<AddLeadPage />} />
      <Route path="edit/:id" element={<EditLeadPage />} />
    </AreaRoutes>
  );
}
