import { type RemoteAppProps, useLiveCountsStore, useSessionStore } from '@trellis/platform';

/** A stand-in remote module: says which remote it is and where the shell mounted it. */
export function fakeRemote(name: string) {
  return {
    default: ({ basePath }: RemoteAppProps) => <h1>{`${name} at ${basePath}`}</h1>,
  };
}

/** Every route test starts signed out of nothing: no stored user, no live socket, a wide screen. */
export function resetShellState(): void {
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
