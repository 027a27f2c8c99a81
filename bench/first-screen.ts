// When a page's first screen showed, as the browser saw it: the moment (ms since navigation
// start) an element matching a selector and text first entered the DOM, and the JavaScript
// requested before that moment. Playwright's own wait polls the page, so it notices a heading
// some milliseconds late, and counts what the page asked for in between (the dashboard's
// calendar, fetched once the first screen is up) as if it had come before.
import type { BrowserContext, Page } from 'playwright-core';

export interface FirstScreen {
  /** Milliseconds from navigation start to the element's arrival. */
  at: number;
  /** Pathnames of the JavaScript files requested before it. */
  scripts: string[];
}

/** Makes every page of `context` note when `selector` (with `text`, if given) first appears. */
export async function noteFirstScreen(
  context: BrowserContext,
  selector: string,
  text?: string,
): Promise<void> {
  // A string, not a function: tsx wraps named functions in a helper the page does not have.
  await context.addInitScript(`(() => {
    const selector = ${JSON.stringify(selector)};
    const text = ${JSON.stringify(text ?? null)};
    const observer = new MutationObserver(() => {
      const found = [...document.querySelectorAll(selector)].some(
        (el) => text === null || el.textContent.trim() === text,
      );
      if (!found) return;
      window.__firstScreenAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`);
}

/** What `noteFirstScreen` recorded on `page`, once the element is known to be there. */
export async function firstScreenOf(page: Page): Promise<FirstScreen> {
  return page.evaluate(() => {
    const at = (window as unknown as { __firstScreenAt?: number }).__firstScreenAt;
    if (at === undefined) throw new Error('the first screen was never noted');
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
    return { at: Math.round(at), scripts };
  });
}
