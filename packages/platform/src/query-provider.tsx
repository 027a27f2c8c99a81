import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export interface QueryProviderProps {
  children: ReactNode;
}

/**
 * The app's one query cache for what it wraps. The shell puts it around each remote it mounts
 * rather than around the whole app, so that react-query loads with the remotes, not at start-up.
 */
export function QueryProvider({ children }: QueryProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
