import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import type { RemoteAppProps } from '@trellis/platform';
import { ComingSoon } from '@trellis/ui';
import { DebugEngineerPage } from './pages/debug-engineer-page';

/** The exposed ./App, mounted at /engineers and at /debug-engineer. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === APP_ROUTES.debugEngineer) {
    return (
      <Routes>
        <Route index element={<DebugEngineerPage />} />
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
