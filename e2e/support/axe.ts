import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rule sets axe knows (2.0, 2.1 and 2.2). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG A/AA rules whose outcome depends on colour. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type Theme = 'light' | 'dark';

/** Starts every page of this browser context in `theme` (the shell reads it from storage). */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
}

/** Scans what the page shows now; fails listing each violated rule with where it was seen. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Colours are judged as drawn: a dialog still fading in would be measured half transparent.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // The themes differ only in colour: the light theme gets every WCAG rule, the dark theme the
  // rules that judge colour, so each page's structure is not scanned twice.
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  const scan = new AxeBuilder({ page });
  const { violations } = await (
    scheme === 'dark' ? scan.withRules(COLOUR_RULES) : scan.withTags(WCAG_TAGS)
  ).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
  );
  expect(found, `axe violations on ${what}`).toEqual([]);
}
