import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@trellis/platform';
import { Spinner } from '@trellis/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { reregisterRemote } from './remote-registry';

export type RemoteName = 'mf_customers' | 'mf_leads' | 'mf_tickets' | 'mf_engineers' | 'mf_admin';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'error'; error: unknown };

const loaded = new Map<RemoteName, ComponentType<RemoteAppProps>>();

async function load(remote: RemoteName, retry: boolean): Promise<ComponentType<RemoteAppProps>> {
  if (retry) await reregisterRemote(remote);
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${remote}/App`);
  if (!module?.default) throw new Error(`${remote} did not expose ./App`);
  loaded.set(remote, module.default);
  return module.default;
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
    setState({ status: 'loading' });
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
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return <Spinner label="Loading module..." showLabel />;
  if (state.status === 'error') return <RemoteUnavailable onRetry={handleRetry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={handleRetry}>
      <App basePath={basePath} />
    </RemoteErrorBoundary>
  );
}
