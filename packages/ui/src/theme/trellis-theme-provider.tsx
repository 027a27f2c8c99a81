import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme } from './dark-theme';
import { GlobalStyle } from './global-style';
import { lightTheme } from './light-theme';
import { useThemeStore } from './theme-store';

export interface TrellisThemeProviderProps {
  children: ReactNode;
  /** Leave out the global reset when an outer provider already renders it (a remote inside the shell). */
  withGlobalStyle?: boolean;
}

export function TrellisThemeProvider({
  children,
  withGlobalStyle = true,
}: TrellisThemeProviderProps) {
  const mode = useThemeStore((s) => s.mode);
  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
