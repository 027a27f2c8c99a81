import { Route } from 'react-router';
// From the shared contracts, which the eager list page needs anyway (its query schema): the
// zod-free `@trellis/contracts/constants` is not shared, and would put a second copy of every
// area's descriptor (about 3 KB) into this first screen.
import { APP_ROUTES } from '@trellis/contracts';
import { AreaRoutes, lazyScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { EngineersPage } from './pages/engineers-page';
import { SCREEN_PAGES } from './screens.generated';

// The detail page (and the edit form) load when an engineer is opened.
const EngineerDetailPage = lazyScreen(() =>
  import('./pages/engineer-detail-page').then((m) => m.EngineerDetailPage),
);
/**
 * The exposed ./App: the engineers list and details at /engineers, and each of the team's other
 * screens (payouts, attendance, leaves, the debug page) at its own mount, from the screens index.
 */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <AreaRoutes
      basePath={basePath}
      screens={SCREEN_PAGES}
      home={APP_ROUTES.engineers}
      loadingLabel="Loading engineer..."
    >
      <Route index element={<EngineersPage />} />
      <Route path=":id" element={<EngineerDetailPage />} />
    </AreaRoutes>
  );
}
