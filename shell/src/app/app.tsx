import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@trellis/platform/core';
import { TrellisThemeProvider } from '@trellis/ui/theme';
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

// The query cache is not here: the shell's own screens do not use it, and RemoteRoute puts it
// around each remote, so that react-query loads with the remotes rather than at start-up.
export function App() {
  return (
    <TrellisThemeProvider>
      <BrowserRouter>
        <UnauthorizedRedirect />
        <LiveSession />
        <AppRoutes />
      </BrowserRouter>
    </TrellisThemeProvider>
  );
}
