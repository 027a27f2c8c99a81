import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { Button, EmptyState, Spinner } from '@trellis/ui';
import type { RemoteAppProps } from '@trellis/platform';

// Each page is its own chunk: the list does not download the form, and the reverse.
const CustomersPage = lazy(() =>
  import('./pages/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const AddCustomerPage = lazy(() =>
  import('./pages/add-customer-page').then((m) => ({ default: m.AddCustomerPage })),
);
const EditCustomerPage = lazy(() =>
  import('./pages/edit-customer-page').then((m) => ({ default: m.EditCustomerPage })),
);

function NotFound({ basePath }: RemoteAppProps) {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Page not found"
      action={<Button onClick={() => navigate(basePath)}>Back to customers</Button>}
    />
  );
}

/** The exposed ./App: routes relative to where the shell mounts it (/customers). */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Suspense fallback={<Spinner label="Loading customers..." showLabel size="lg" />}>
      <Routes>
        <Route index element={<CustomersPage />} />
        <Route path="add" element={<AddCustomerPage />} />
        <Route path="edit/:id" element={<EditCustomerPage />} />
        <Route path="*" element={<NotFound basePath={basePath} />} />
      </Routes>
    </Suspense>
  );
}
