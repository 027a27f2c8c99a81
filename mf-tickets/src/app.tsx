import { Route } from 'react-router';
// From the shared contracts, which the eager list page needs anyway (its query schema): the
// zod-free `@trellis/contracts/constants` is not shared, and would put a second copy of every
// area's descriptor (about 3 KB) into this first screen.
import { APP_ROUTES } from '@trellis/contracts';
import { AreaRoutes, lazyScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { TicketsPage } from './pages/tickets-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App: a lazy list would sit behind React's 300 ms Suspense reveal
// throttle right after the shell's own loading state. The form loads when opened.
const CreateTicketPage = lazyScreen(() =>
  import('./pages/create-ticket-page').then((m) => m.CreateTicketPage),
);
const EditTicketPage = lazyScreen(() =>
  import('./pages/edit-ticket-page').then((m) => m.EditTicketPage),
);

/**
 * The exposed ./App, mounted at /tickets (routes relative to the mount) and at any other screen of
 * the team's, from the screens index.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes
      basePath={basePath}
      screens={SCREEN_PAGES}
      home={APP_ROUTES.tickets}
      loadingLabel="Loading tickets..."
    >
      <Route index element={<TicketsPage />} />
      <Route path="create" element={<CreateTicketPage />} />
      <Route path="edit/:id" element={<EditTicketPage />} />
    </AreaRoutes>
  );
}
