import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@trellis/ui';
import { CustomersPage } from './pages/customers-page';

// The list ships with ./App: a lazy list would sit behind React's 300 ms Suspense reveal
// throttle right after the shell's own loading state. The forms load when opened.
const AddCustomerPage = lazy(() =>
  import('./pages/add-customer-page').then((m) => ({ default: m.AddCustomerPage })),
);
const EditCustomerPage = lazy(() =>
  import('./pages/edit-customer-page').then((m) => ({ default: m.EditCustomerPage })),
);

/** The exposed ./App: routes relative to where the shell mounts it (/customers). */
export default function App() {
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
