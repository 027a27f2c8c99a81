import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/light-theme';

export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>, options);
}
