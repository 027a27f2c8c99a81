import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PlatformProvider } from '../platform-provider';
import type { RemoteAppProps } from '../remote-app-props';
import { createTestQueryClient } from './render-with-providers';

/**
 * Renders a remote's App the way the shell mounts it (`<mount>/*` with `basePath`), at `path`,
 * with a fresh query cache. The root route renders 'root', so a test can see a redirect to /.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  mount: string,
  path: string = mount,
) {
  const queryClient = createTestQueryClient();
  const result = render(
    <PlatformProvider withGlobalStyle={false} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${mount}/*`} element={<App basePath={mount} />} />
          <Route path="/" element={<p>root</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, queryClient };
}
