import { contrastRatio } from '../contrast';
import { darkTheme } from '../dark-theme';
import { lightTheme } from '../light-theme';
import type { TrellisColors } from '../theme-types';

type Key = keyof TrellisColors;

/** Text colour on background colour, as the components pair them. */
const TEXT_PAIRS: [Key, Key][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['text', 'surfaceHover'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['accentText', 'surface'],
  ['accentText', 'background'],
  ['text', 'accentSoft'],
  ['text', 'dangerSoft'],
  ['text', 'successSoft'],
  ['text', 'warningSoft'],
  ['text', 'infoSoft'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onDanger', 'danger'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onInfo', 'info'],
  ['onNeutral', 'neutral'],
  ['dangerText', 'surface'],
  ['successText', 'surface'],
  ['warningText', 'surface'],
  ['infoText', 'surface'],
  ['dangerText', 'background'],
  ['sidebarText', 'sidebarBackground'],
  ['sidebarTextMuted', 'sidebarBackground'],
  ['sidebarText', 'sidebarHover'],
  ['sidebarActiveText', 'sidebarActive'],
  ['onStoreBadge', 'storeBadge'],
];

/** Non-text parts (input borders, focus ring) need 3:1 (WCAG 1.4.11). */
const UI_PAIRS: [Key, Key][] = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
];

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme contrast', (_name, theme) => {
  it.each(TEXT_PAIRS)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

it('computes the WCAG ratio (black on white is 21:1)', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
