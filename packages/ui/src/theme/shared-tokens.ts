import type { TrellisTheme } from './theme-types';

/** Everything but colour is the same in both themes. */
export const sharedTokens: Omit<TrellisTheme, 'mode' | 'colors'> = {
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', pill: '999px', round: '50%' },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
    focus: '0 0 0 3px',
  },
  zIndices: {
    sidebar: 20,
    topbar: 30,
    dropdown: 40,
    drawer: 50,
    modal: 60,
    spinner: 70,
    toast: 80,
  },
  layout: {
    sidebarWide: '16rem',
    sidebarNarrow: '5rem',
    topbarHeight: '4rem',
    contentMaxWidth: '90rem',
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px' },
  durations: { fast: '150ms', normal: '200ms', modal: '300ms' },
  durationsMs: { modal: 300 },
};
