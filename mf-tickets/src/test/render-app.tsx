import { Route, Routes, useLocation } from 'react-router';
import type { User } from '@trellis/contracts';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import App from '../app';

/** Shows where the app navigated to, and the navigation state it carried. */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="location-state">{JSON.stringify(state)}</output>
    </>
  );
}

/**
 * The remote as the shell mounts it (at /tickets), starting at `path`, signed in as `user`
 * (default: every permission).
 */
export function renderApp(path: string, user: User = fixtures.user()) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/tickets/*" element={<App basePath="/tickets" />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, user },
  );
  const location = () => result.getByTestId('location').textContent;
  const locationState = () =>
    JSON.parse(result.getByTestId('location-state').textContent ?? 'null');
  return { ...result, location, locationState };
}
