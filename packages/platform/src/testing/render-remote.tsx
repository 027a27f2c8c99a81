import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { User } from '@trellis/contracts';
import { PlatformProvider } from '../platform-provider';
import type { RemoteAppProps } from '../remote-app-props';
import { fixtures } from './fixtures';
import { createTestQueryClient } from './render-with-providers';
import { signInAs } from './signed-in';

/**
 * Renders a remote's App the way the shell mounts it (`<mount>/*` with `basePath`), at `path`,
 * with a fresh query cache, signed in as `user` (default: every permission). The root route
 * renders 'root', so a test can see a redirect to /.
 */
export function renderRemote(
  App: ComponentType<RemoteAppProps>,
  mount: string,
  path: string = mount,
  user: User = fixtures.user(),
) {
  signInAs(user);
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
