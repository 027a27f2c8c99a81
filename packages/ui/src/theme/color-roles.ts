import type { TrellisColors } from './theme-types';

export type ColorToken = keyof TrellisColors;

/** What most content sits on: the page, cards, alternate rows and hovered rows. */
const PAGE_SURFACES: readonly ColorToken[] = [
  'background',
  'surface',
  'surfaceAlt',
  'surfaceHover',
];

/**
 * Where each text colour may sit when its own style rule sets no background (it then shows on
 * whatever is behind it). The contrast test checks every pair listed here in both themes, on top
 * of every colour/background pair a styled component declares itself. A text token missing from
 * this list fails the test until it says where it belongs.
 */
export const TEXT_BACKGROUNDS: Readonly<Partial<Record<ColorToken, readonly ColorToken[]>>> = {
  text: PAGE_SURFACES,
  textMuted: PAGE_SURFACES,
  accentText: PAGE_SURFACES,
  dangerText: PAGE_SURFACES,
  successText: PAGE_SURFACES,
  warningText: PAGE_SURFACES,
  infoText: PAGE_SURFACES,
  onAccent: ['accent', 'accentHover'],
  onDanger: ['danger', 'dangerHover'],
  onSuccess: ['success'],
  onWarning: ['warning'],
  onInfo: ['info'],
  onPurple: ['purple'],
  onNeutral: ['neutral'],
  sidebarText: ['sidebarBackground', 'sidebarHover'],
  sidebarTextMuted: ['sidebarBackground'],
  sidebarActiveText: ['sidebarActive'],
  onStoreBadge: ['storeBadge'],
};

/** Where controls and graphics (borders, focus rings, bars, dots) are drawn when their rule sets no background. */
export const CONTROL_SURFACES: readonly ColorToken[] = ['background', 'surface'];

/**
 * Colours that carry no text and mark no control when used as a line, so WCAG's 3:1 for UI
 * parts does not apply: dividers, the dim behind dialogs, loading skeletons, the soft focus halo.
 */
export const DECORATIVE_COLORS: readonly ColorToken[] = [
  'border',
  'sidebarHover',
  'overlay',
  'skeleton',
  'accentSoft',
];

/**
 * Solid fills: the backgrounds an `on*` colour is made for. Text on a fill names its `on*` colour
 * in the same rule; a fill whose rule sets no colour is a graphic (a bar, a dot) and needs 3:1
 * against the surface it is drawn on.
 */
export const FILL_COLORS: readonly ColorToken[] = Object.entries(TEXT_BACKGROUNDS)
  .filter(([fg]) => /^on[A-Z]/.test(fg))
  .flatMap(([, backgrounds]) => backgrounds ?? []);

/** Backgrounds nothing is written on directly: the dim behind dialogs and loading skeletons. */
export const TEXTLESS_BACKGROUNDS: readonly ColorToken[] = ['overlay', 'skeleton'];
