import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import type { RemoteAppProps } from '@trellis/platform';
import { ComingSoon, Spinner } from '@trellis/ui';

// Its own chunk: the engineers list does not download the debug tools.
const DebugEngineerPage = lazy(() =>
  import('./pages/debug-engineer-page').then((m) => ({ default: m.DebugEngineerPage })),
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
    <Routes>
      <Route index element={<ComingSoon title="Engineers" />} />
      <Route path=":id" element={<ComingSoon title="Engineer Details" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
