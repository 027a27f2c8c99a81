import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInStaff } from '../support/accounts';
import { expectAccessible } from '../support/axe';

// The dashboard's top row, looked at the way a user does: the Quick Actions and the Business
// Overview cards start where their headings start, and a card whose amounts wrap keeps its icon.

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x;
}

async function expectTopRowAligned(page: Page, what: string) {
  const quick = page.getByRole('region', { name: 'Quick Actions' });
  const quickHeading = quick.getByRole('heading', { name: 'Quick Actions' });
  const firstAction = quick.getByRole('listitem').first();
  expect(
    Math.abs((await left(firstAction)) - (await left(quickHeading))),
    `${what}: the first quick action starts under its heading`,
  ).toBeLessThanOrEqual(1);

  const overview = page.getByRole('region', { name: /^Business Overview/ });
  const overviewHeading = overview.getByRole('heading', { name: /^Business Overview/ });
  const firstCard = overview.getByRole('listitem').first();
  expect(
    Math.abs((await left(firstCard)) - (await left(overviewHeading))),
    `${what}: the first overview card starts under its heading`,
  ).toBeLessThanOrEqual(1);

  const receivables = overview.getByRole('listitem', { name: 'Customer Receivables' });
  const icon = receivables.locator('span[aria-hidden="true"]').first();
  const tile = await icon.boundingBox();
  expect(tile?.width ?? 0, `${what}: the receivables icon tile keeps its size`).toBeGreaterThan(30);
}

test(`the dashboard's top row lines up at 1440 and 375 px wide @mf-admin`, async ({ page }) => {
  await signedInStaff(page);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: 'Customer Receivables' }).getByText('…'),
    ).toHaveCount(0);
    await expectTopRowAligned(page, `${width} px`);
    await expectAccessible(page, `/dashboard at ${width} px`);
  }
});
