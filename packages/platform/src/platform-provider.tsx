import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TrellisThemeProvider } from '@trellis/ui/theme';
import { queryClient as appQueryClient } from './query-client';

export interface PlatformProviderProps {
  children: ReactNode;
  withGlobalStyle?: boolean;
  /** The app's one cache unless given (tests pass a fresh one each). */
  queryClient?: QueryClient;
}

/**
 * Query cache and theme: what a standalone remote (its dev host) and a test sit inside. The shell
 * sets them apart, the theme around everything and the query cache around each remote.
 */
export function PlatformProvider({
  children,
  withGlobalStyle = true,
  queryClient = appQueryClient,
}: PlatformProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrellisThemeProvider withGlobalStyle={withGlobalStyle}>{children}</TrellisThemeProvider>
    </QueryClientProvider>
  );
}
