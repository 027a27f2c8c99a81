import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@trellis/platform/testing';
import App from '../app';

/** Shows the list's address, so a test can see the filters kept in it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** mf-admin as the shell mounts it at `mount`, starting at `path`. */
export function renderAdmin(mount: string, path: string = mount) {
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={`${mount}/*`} element={<App basePath={mount} />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path },
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, location };
}
