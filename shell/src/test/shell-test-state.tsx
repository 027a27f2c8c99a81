import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteAppProps, useLiveCountsStore, useSessionStore } from '@trellis/platform/core';
import { renderWithProviders } from '@trellis/platform/testing';
import type { ReactNode } from 'react';
import { AppRoutes } from '../app/app-routes';

/** A stand-in remote module: says which remote it is and where the shell mounted it. */
export function fakeRemote(name: string) {
  return {
    default: ({ basePath }: RemoteAppProps) => <h1>{`${name} at ${basePath}`}</h1>,
  };
}

/**
 * Every route test starts signed out of nothing: no stored user, no live socket, a wide screen,
 * nothing registered yet, and each remote it mounts loading as its `fakeRemote`.
 */
export function resetShellState(): void {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => fakeRemote(id));
  jest.mocked(registerRemotes).mockReset();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'loading' });
  useLiveCountsStore.setState({ connected: false });
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** The shell opened at `route`, with `beside` (a probe or a hook host) rendered before its routes. */
export function renderShellAt(route: string, beside?: ReactNode) {
  return renderWithProviders(
    <>
      {beside}
      <AppRoutes />
    </>,
    { route },
  );
}
