import { render } from '@testing-library/react';
import { lightTheme } from '@trellis/ui/theme';
import type { ReactElement } from 'react';
import {
  type InitialEntry,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { ThemeProvider } from 'styled-components';

/** Shows where the router ended up and how it got there, so a test can assert a redirect. */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <p data-testid="location" data-navigation={navigationType}>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

export interface RenderPageOptions {
  path: string;
  initialEntries: InitialEntry[];
  /** Extra routes the page may navigate to; each renders the location probe. */
  otherPaths?: string[];
}

export function renderPage(
  page: ReactElement,
  { path, initialEntries, otherPaths = [] }: RenderPageOptions,
) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route path={path} element={page} />
          {otherPaths.map((p) => (
            <Route key={p} path={p} element={<LocationProbe />} />
          ))}
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
