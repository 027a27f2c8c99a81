import { Route } from 'react-router';
// From the shared contracts, which the eager list page needs anyway (its query schema): the
// zod-free `@trellis/contracts/constants` is not shared, and would put a second copy of every
// area's descriptor (about 3 KB) into this first screen.
import { APP_ROUTES } from '@trellis/contracts';
import { AreaRoutes, lazyScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { CustomersPage } from './pages/customers-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App, as the area's first screen; the forms load when opened.
const AddCustomerPage = lazyScreen(() =>
  import('./pages/add-customer-page').then((m) => m.AddCustomerPage),
);
const EditCustomerPage = lazyScreen(() =>
  import('./pages/edit-customer-page').then((m) => m.EditCustomerPage),
);
/** The exposed ./App: the customers list and forms at /customers, receivables at their own mount. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes
      basePath={basePath}
      screens={SCREEN_PAGES}
      home={APP_ROUTES.customers}
      loadingLabel="Loading customers..."
    >
      <Route index element={<CustomersPage />} />
      <Route path="add" element={<AddCustomerPage />} />
      <Route path="edit/:id" element={<EditCustomerPage />} />
    </AreaRoutes>
  );
}
