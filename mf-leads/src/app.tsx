import { Navigate, Route, Routes } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import type { RemoteAppProps } from '@trellis/platform';
import { ComingSoon } from '@trellis/ui';

/** The exposed ./App, mounted at /leads and at /lead; routes are relative to the mount. */
export default function App({ basePath }: RemoteAppProps) {
  if (basePath === APP_ROUTES.lead) {
    return (
      <Routes>
        <Route index element={<ComingSoon title="Lead" />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<ComingSoon title="Leads" />} />
      <Route path="add" element={<ComingSoon title="Add Lead" />} />
      <Route path="edit/:id" element={<ComingSoon title="Edit Lead" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
