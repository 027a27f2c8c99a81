import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { User } from '@trellis/contracts';
import type { RemoteAppProps } from '../remote-app-props';
import { fixtures } from './fixtures';
import { renderWithProviders } from './render-with-providers';

/** Shows where the app navigated to: the list's address with its filters, or another page. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * A remote's App as the shell mounts it at `mount`, starting at `path`, signed in as `user`
 * (default: every permission). `location()` reads the address the app is at, and any path
 * outside the mount draws 'elsewhere'.
 */
export function renderMounted(
  App: ComponentType<RemoteAppProps>,
  mount: string,
  path: string = mount,
  user: User = fixtures.user(),
) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={`${mount}/*`} element={<App basePath={mount} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, user },
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, location };
}
