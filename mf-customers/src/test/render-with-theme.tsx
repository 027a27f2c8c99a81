import type { ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme } from '@trellis/ui';

/** Renders inside the Trellis theme (light unless asked), as the shell would; rerender keeps it. */
export function renderWithTheme(
  ui: ReactNode,
  { mode = 'light', ...options }: RenderOptions & { mode?: 'light' | 'dark' } = {},
) {
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    ...options,
  });
}
