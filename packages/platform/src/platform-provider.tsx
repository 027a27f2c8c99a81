import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TrellisThemeProvider } from '@trellis/ui';
import { queryClient } from './query-client';

export interface PlatformProviderProps {
  children: ReactNode;
  withGlobalStyle?: boolean;
}

/** Query cache and theme: what every screen, in the shell or a standalone remote, sits inside. */
export function PlatformProvider({ children, withGlobalStyle = true }: PlatformProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrellisThemeProvider withGlobalStyle={withGlobalStyle}>{children}</TrellisThemeProvider>
    </QueryClientProvider>
  );
}
