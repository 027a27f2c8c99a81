import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts';
import { loginPathFor, useSessionStore } from '@trellis/platform';
import { FullScreenSpinner } from '@trellis/ui';

/** Spec 000 §2: check the session on entry; on failure go to /login remembering the destination. */
export function RequireSession() {
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const refreshUser = useSessionStore((s) => s.refreshUser);

  useEffect(() => {
    if (status === 'loading') void refreshUser();
  }, [status, refreshUser]);

  if (status === 'loading') return <FullScreenSpinner label="Checking session..." />;
  if (status === 'no') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/** Public pages send a signed-in visitor to the dashboard. */
export function PublicOnly() {
  const user = useSessionStore((s) => s.user);
  const status = useSessionStore((s) => s.status);
  if (user && status !== 'no') return <Navigate to={APP_ROUTES.dashboard} replace />;
  return <Outlet />;
}

/** `/`: the dashboard when signed in, otherwise the login page. */
export function RootRedirect() {
  const user = useSessionStore((s) => s.user);
  return <Navigate to={user ? APP_ROUTES.dashboard : APP_ROUTES.login} replace />;
}
