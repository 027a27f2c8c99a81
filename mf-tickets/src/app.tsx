import { Navigate, Route, Routes } from 'react-router';
import type { RemoteAppProps } from '@trellis/platform';
import { ComingSoon } from '@trellis/ui';

/** The exposed ./App, mounted at /tickets; routes are relative to the mount. */
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<ComingSoon title="Tickets" />} />
      <Route path="create" element={<ComingSoon title="Create Ticket" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
