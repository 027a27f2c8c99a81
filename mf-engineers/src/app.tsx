import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui';
import { EngineersPage } from './pages/engineers-page';

// Its own chunk: the engineers list does not download the debug tools.
const DebugEngineerPage = lazy(() =>
  import('./pages/debug-engineer-page').then((m) => ({ default: m.DebugEngineerPage })),
);
// The detail page (and the edit form) load when an engineer is opened.
const EngineerDetailPage = lazy(() =>
  import('./pages/engineer-detail-page').then((m) => ({ default: m.EngineerDetailPage })),
);

/** The exposed ./App, mounted at /engineers and at /debug-engineer. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === APP_ROUTES.debugEngineer) {
    return (
      <Routes>
        <Route
          index
          element={
            <Suspense fallback={<Spinner label="Loading..." showLabel />}>
              <DebugEngineerPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }
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
