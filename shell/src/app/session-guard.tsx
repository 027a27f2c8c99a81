import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { loginPathFor, useSessionStore } from '@trellis/platform/core';
import { FullScreenSpinner } from '@trellis/ui/basics';
import { loginRedirectTarget } from '../pages/auth/login-redirect';

/** Asks the server once whether the cookie still holds a session, when nothing is known yet. */
function useSessionProbe() {
  const status = useSessionStore((s) => s.status);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  useEffect(() => {
    if (status === 'loading') void refreshUser();
  }, [status, refreshUser]);
  return status;
}

/** Checks the session on entry; on failure goes to /login, remembering the destination. */
export function RequireSession() {
  const location = useLocation();
  const status = useSessionProbe();
  if (status === 'loading') return <FullScreenSpinner label="Checking session..." />;
  if (status === 'signed-out') return <Navigate to={APP_ROUTES.login} replace />;
  if (status === 'no') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/**
 * Public pages send a signed-in visitor on: to the page they were sent away from, else the
 * dashboard (the same target the login form uses, so the two never race to different pages).
 */
export function PublicOnly() {
  const location = useLocation();
  const status = useSessionProbe();
  if (status === 'ok')
    return <Navigate to={loginRedirectTarget(location.state, location.search)} replace />;
  return <Outlet />;
}

/** `/`: the dashboard when signed in, otherwise the login page. */
export function RootRedirect() {
  const status = useSessionProbe();
  if (status === 'loading') return <FullScreenSpinner label="Checking session..." />;
  return <Navigate to={status === 'ok' ? APP_ROUTES.dashboard : APP_ROUTES.login} replace />;
}
