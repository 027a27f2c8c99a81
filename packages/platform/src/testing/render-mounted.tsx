import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { User } from '@trellis/contracts';
import type { RemoteAppProps } from '../remote-app-props';
import { fixtures } from './fixtures';
import { renderWithProviders } from './render-with-providers';

/**
 * Shows where the app navigated to: the list's address with its filters, or another page; and,
 * in `data-state`, the navigation state it carried.
 */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state)}>
      {pathname + search}
    </output>
  );
}

/**
 * A remote's App as the shell mounts it at `mount` (or at each of several paths), starting at
 * `path` (default: the first mount), signed in as `user` (default: every permission).
 * `location()` reads the address the app is at and `locationState()` the state it navigated
 * with; any path outside the mounts draws 'elsewhere'.
 */
export function renderMounted(
  App: ComponentType<RemoteAppProps>,
  mount: string | readonly string[],
  path: string = [mount].flat()[0]!,
  user: User = fixtures.user(),
) {
  const result = renderWithProviders(
    <>
      <Routes>
        {[mount].flat().map((each) => (
          <Route key={each} path={`${each}/*`} element={<App basePath={each} />} />
        ))}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path, user },
  );
  const probe = () => result.getByTestId('location');
  const location = () => probe().textContent;
  const locationState = (): unknown => JSON.parse(probe().dataset.state ?? 'null');
  return { ...result, location, locationState };
}
