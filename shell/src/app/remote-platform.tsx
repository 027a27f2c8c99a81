import type { ComponentType, ReactNode } from 'react';

type Platform = typeof import('@trellis/platform');

let platform: Promise<Platform> | null = null;

/**
 * `@trellis/platform` whole, which the shell's frame does without (it imports
 * `@trellis/platform/core`): the query cache with react-query, the lists and History. It loads with
 * the first remote, started before that remote is fetched, so the shell's copy is the one already
 * loading when the remote registers its own: a singleton already loading is the one every remote
 * gets, whatever version it was built against.
 */
export function loadRemotePlatform(): Promise<Platform> {
  platform ??= import('@trellis/platform').catch((error: unknown) => {
    platform = null; // a Retry asks again
    throw error;
  });
  return platform;
}

/** A remote's App inside the app's one query cache, which every remote reads and writes. */
export function withQueryCache<P extends object>(
  App: ComponentType<P>,
  QueryProvider: ComponentType<{ children: ReactNode }>,
): ComponentType<P> {
  function WithQueryCache(props: P) {
    return (
      <QueryProvider>
        <App {...props} />
      </QueryProvider>
    );
  }
  WithQueryCache.displayName = `WithQueryCache(${App.displayName ?? App.name})`;
  return WithQueryCache;
}
