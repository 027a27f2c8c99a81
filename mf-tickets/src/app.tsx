import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui/controls';
import { TicketsPage } from './pages/tickets-page';
import { SCREEN_PAGES } from './screens.generated';

// The list ships with ./App: a lazy list would sit behind React's 300 ms Suspense reveal
// throttle right after the shell's own loading state. The form loads when opened.
const CreateTicketPage = lazy(() =>
  import('./pages/create-ticket-page').then((m) => ({ default: m.CreateTicketPage })),
);
const EditTicketPage = lazy(() =>
  import('./pages/edit-ticket-page').then((m) => ({ default: m.EditTicketPage })),
);

/**
 * The exposed ./App, mounted at /tickets (routes relative to the mount) and at any other screen of
 * the team's, from the screens index.
 */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath !== APP_ROUTES.tickets)
    return <MountedScreen basePath={basePath} screens={SCREEN_PAGES} />;
  return (
    <Suspense fallback={<Spinner label="Loading tickets..." showLabel size="lg" />}>
      <Routes>
        <Route index element={<TicketsPage />} />
        <Route path="create" element={<CreateTicketPage />} />
        <Route path="edit/:id" element={<EditTicketPage />} />
        {/* Any unknown path goes to the list, so a stale or mistyped link still lands on it. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
