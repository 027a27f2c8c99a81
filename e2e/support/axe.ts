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

/**
 * Switches the open page's theme as a choice made in another tab would: the app follows the
 * storage event, even while a dialog makes the page's own toggle unreachable.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  const background = await page.evaluate((mode) => {
    const before = getComputedStyle(document.body).backgroundColor;
    localStorage.setItem('theme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }));
    return before;
  }, theme);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // The class changes at once; the colours when React has drawn the new theme.
  await page.waitForFunction(
    (before) => getComputedStyle(document.body).backgroundColor !== before,
    background,
  );
}

/** Waits until nothing animates: colours are judged as drawn, not half-way through a fade. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function violations(page: Page, rules: 'all' | 'colour'): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself: the default mode finishes every scan in a new blank
  // page with axe injected again, which doubled each scan's time. The app has no frames to reach.
  // Only violations are read, so passing nodes are not described.
  const scan = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const { violations: found } = await (
    rules === 'colour' ? scan.withRules(COLOUR_RULES) : scan.withTags(WCAG_TAGS)
  ).analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
  );
}

/**
 * Scans what the page shows now in both themes, and fails listing each violated rule with where
 * it was seen. The themes differ only in colour: the theme the page is in gets every WCAG rule,
 * the other one the rules that judge colour, so a page's structure is not scanned twice and no
 * journey has to be walked once per theme. The page is left in the theme it was in.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  const current: Theme = dark ? 'dark' : 'light';
  const other: Theme = dark ? 'light' : 'dark';
  expect(await violations(page, 'all'), `axe violations on ${what} (${current})`).toEqual([]);
  await switchTheme(page, other);
  try {
    expect(await violations(page, 'colour'), `axe violations on ${what} (${other})`).toEqual([]);
  } finally {
    await switchTheme(page, current);
  }
}
