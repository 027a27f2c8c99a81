import { Route, Routes, useLocation } from 'react-router';
import type { User } from '@trellis/contracts';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import App from '../app';

/** Shows where the app navigated to (the list's address, or another remote's page). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * The remote as the shell mounts it (at /customers), starting at `path`, signed in as `user`
 * (default: every permission).
 */
export function renderApp(path: string, user: User = fixtures.user()) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/customers/*" element={<App />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, user },
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, location };
}
