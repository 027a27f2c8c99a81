import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { User } from '@trellis/contracts';
import { PlatformProvider } from '../platform-provider';
import { signInAs } from './signed-in';

/** A cache of its own for one test: nothing leaks between tests, and failures fail at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export interface RenderWithProvidersOptions {
  /** The address the router starts at (default `/`). */
  route?: string;
  /** The route pattern `ui` is mounted at, when it reads params (default: everywhere). */
  path?: string;
  queryClient?: QueryClient;
  /** The signed-in user the screen sees (default: whatever the session store holds). */
  user?: User;
}

/**
 * Renders `ui` the way a screen runs: the platform's providers (theme without the global style,
 * a fresh query cache) and a memory router at `route`, signed in as `user` when given. Returns Testing Library's result plus
 * the `queryClient`, to seed or inspect the cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient = createTestQueryClient(),
    user,
  }: RenderWithProvidersOptions = {},
) {
  if (user) signInAs(user);
  const result = render(
    <PlatformProvider withGlobalStyle={false} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { ...result, queryClient };
}
