export type ThemeMode = 'light' | 'dark';

export interface TrellisColors {
  /** Page background behind cards. */
  background: string;
  surface: string;
  surfaceAlt: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  /** Solid fill of primary buttons; `onAccent` is the text on it. */
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Accent used as text (links, active nav item) on `surface` and `background`. */
  accentText: string;
  accentSoft: string;
  focusRing: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerText: string;
  dangerSoft: string;
  success: string;
  onSuccess: string;
  successText: string;
  successSoft: string;
  warning: string;
  onWarning: string;
  warningText: string;
  warningSoft: string;
  info: string;
  onInfo: string;
  infoText: string;
  infoSoft: string;
  /** Tickets in progress (shown in purple), as a badge fill. */
  purple: string;
  onPurple: string;
  neutral: string;
  onNeutral: string;
  overlay: string;
  skeleton: string;
  sidebarBackground: string;
  sidebarText: string;
  sidebarTextMuted: string;
  sidebarHover: string;
  sidebarActive: string;
  sidebarActiveText: string;
  /** Fixed brand colours of the store badges, identical in both themes. */
  storeBadge: string;
  onStoreBadge: string;
}

/** The steps of the spacing and type scales, smallest first. */
export type SizeStep = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

export interface TrellisTheme {
  mode: ThemeMode;
  colors: TrellisColors;
  space: Record<'xxs' | SizeStep, string>;
  radii: { sm: string; md: string; lg: string; xl: string; pill: string; round: string };
  fonts: { body: string; mono: string };
  fontSizes: Record<SizeStep, string>;
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; normal: number };
  shadows: { sm: string; md: string; lg: string; focus: string };
  zIndices: {
    sidebar: number;
    topbar: number;
    dropdown: number;
    drawer: number;
    modal: number;
    spinner: number;
    toast: number;
  };
  layout: {
    sidebarWide: string;
    sidebarNarrow: string;
    topbarHeight: string;
    contentMaxWidth: string;
  };
  /** Min-width media queries; `md` is where the mobile drawer gives way to the sidebar. */
  breakpoints: { sm: string; md: string; lg: string };
  durations: { fast: string; normal: string; modal: string };
  /** The same durations in milliseconds, for timers that must match the CSS. */
  durationsMs: { modal: number };
}

// Every styled component in every app sees the Trellis tokens on `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends TrellisTheme {}
}
