import { Route, Routes, useLocation } from 'react-router';
import type { User } from '@trellis/contracts';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import App from '../app';

/** Shows the list's address, so a test can see the filters kept in it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * mf-admin as the shell mounts it at `mount`, starting at `path`, signed in as `user` (default:
 * every permission).
 */
export function renderAdmin(mount: string, path: string = mount, user: User = fixtures.user()) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={`${mount}/*`} element={<App basePath={mount} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, user },
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, location };
}
