import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui/controls';
import { CustomersPage } from './pages/customers-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App: a lazy list would sit behind React's 300 ms Suspense reveal
// throttle right after the shell's own loading state. The forms load when opened.
const AddCustomerPage = lazy(() =>
  import('./pages/add-customer-page').then((m) => ({ default: m.AddCustomerPage })),
);
const EditCustomerPage = lazy(() =>
  import('./pages/edit-customer-page').then((m) => ({ default: m.EditCustomerPage })),
);
/** The exposed ./App: the customers list and forms at /customers, receivables at their own mount. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath !== APP_ROUTES.customers)
    return <MountedScreen basePath={basePath} screens={SCREEN_PAGES} />;
  return (
    <Suspense fallback={<Spinner label="Loading customers..." showLabel size="lg" />}>
      <Routes>
        <Route index element={<CustomersPage />} />
        <Route path="add" element={<AddCustomerPage />} />
        <Route path="edit/:id" element={<EditCustomerPage />} />
        {/* Any unknown path goes to the list, so a stale or mistyped link still lands on it. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
