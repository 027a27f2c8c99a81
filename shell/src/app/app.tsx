import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { PlatformProvider, setUnauthorizedHandler } from '@trellis/platform';
import { AppRoutes } from './app-routes';
import { useLiveSession } from './use-live-session';

/** Routes 401s through the router, so a redirect to /login keeps the app loaded. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () => setUnauthorizedHandler((loginPath) => navigate(loginPath, { replace: true })),
    [navigate],
  );
  return null;
}

function LiveSession() {
  useLiveSession();
  return null;
}

export function App() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <LiveSession />
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  );
}
