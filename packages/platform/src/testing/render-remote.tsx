import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '../platform-provider';
import type { RemoteAppProps } from '../remote-app-props';

/**
 * Renders a remote's App the way the shell mounts it (`<mount>/*` with `basePath`), at `path`.
 * The root route renders 'root', so a test can see a redirect to /.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  mount: string,
  path: string = mount,
) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${mount}/*`} element={<App basePath={mount} />} />
          <Route path="/" element={<p>root</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
}
