import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_MOUNTS, type RemoteName } from '@trellis/contracts/constants';
import type { RemoteAppProps } from '@trellis/platform/core';
import { Spinner } from '@trellis/ui/basics';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemotePlatform, withQueryCache } from './remote-platform';
import { RemoteUnavailable } from './remote-unavailable';
import { assertCompatible, IncompatibleRemoteError } from './remote-compatibility';
import { registeredEntry, registryRead, reregisterRemote } from './remote-registry';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'error'; error: unknown };

const loaded = new Map<RemoteName, ComponentType<RemoteAppProps>>();
const pending = new Map<RemoteName, Promise<ComponentType<RemoteAppProps>>>();

async function fetchApp(remote: RemoteName, retry: boolean) {
  // First, before the remote registers its own copy of the platform (see remote-platform.tsx).
  const platform = loadRemotePlatform();
  // Settled here too, so a failure that comes first is never left unhandled.
  platform.catch(() => undefined);
  if (retry) await reregisterRemote(remote);
  else await registryRead();
  await assertCompatible(remote, registeredEntry(remote));
  const [module, { QueryProvider }] = await Promise.all([
    loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${remote}/App`),
    platform,
  ]);
  if (!module?.default) throw new Error(`${remote} did not expose ./App`);
  const App = withQueryCache(module.default, QueryProvider);
  loaded.set(remote, App);
  return App;
}

/** One load of a remote at a time: a route mounting while a preload runs joins it. */
function load(remote: RemoteName, retry: boolean): Promise<ComponentType<RemoteAppProps>> {
  const running = pending.get(remote);
  if (running && !retry) return running;
  const request = fetchApp(remote, retry).finally(() => {
    if (pending.get(remote) === request) pending.delete(remote);
  });
  pending.set(remote, request);
  return request;
}

/** Starts loading the remote mounted at `pathname`, if any, before its route renders. */
export function preloadRemoteAt(pathname: string): void {
  const mount = REMOTE_MOUNTS.find(
    ({ path }) => pathname === path || pathname.startsWith(`${path}/`),
  );
  if (mount && !loaded.has(mount.remote))
    load(mount.remote, false).catch(() => {
      // The route shows the failure (and offers Retry) when it renders.
    });
}

export interface RemoteRouteProps {
  remote: RemoteName;
  basePath: string;
}

/** Loads one remote's App at run time; a remote that fails to load or throws leaves the rest usable. */
export function RemoteRoute({ remote, basePath }: RemoteRouteProps) {
  const cached = loaded.get(remote);
  const [state, setState] = useState<LoadState>(
    cached ? { status: 'ready', App: cached } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && loaded.has(remote)) return;
    let live = true;
    load(remote, attempt > 0).then(
      (App) => live && setState({ status: 'ready', App }),
      (error) => {
        console.error(`Remote ${remote} is unavailable`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const handleRetry = useCallback(() => {
    loaded.delete(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return <Spinner label="Loading module..." showLabel />;
  if (state.status === 'error' && state.error instanceof IncompatibleRemoteError)
    return (
      <RemoteUnavailable
        title="This module needs an update"
        message={`It was ${state.error.reason}. The rest of Trellis keeps working.`}
        onRetry={handleRetry}
      />
    );
  if (state.status === 'error') return <RemoteUnavailable onRetry={handleRetry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={handleRetry}>
      <App basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
