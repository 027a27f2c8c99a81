import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { registerEngineer, signedInAs } from '../support/accounts';
import { startSecondApi } from '../support/second-api';

test('the theme choice survives a reload @shell', async ({ page }) => {
  await signedInAs(page, 'Customer Support');
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await new AppShell(page).toggleTheme();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(new AppShell(page).greeting()).toBeVisible();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the engineers badge updates within 2 s when another API process creates an engineer @shell', async ({
  page,
}) => {
  await signedInAs(page, 'Customer Support');
  await page.goto('/dashboard');
  const shell = new AppShell(page);
  await expect(shell.greeting()).toBeVisible();
  const before = await page.request.get('/api/counts').then((r) => r.json());
  const badge = shell.badge('engineers');
  // Live connection up: the badge (when shown) is tinted as live.
  await expect(page.getByTestId('badge-leaves')).toHaveAttribute('data-tone', 'success');

  const second = await startSecondApi();
  try {
    await registerEngineer(second.url, 'Badge Tester');
    await expect(badge).toHaveText(String(before.engineers + 1), { timeout: 2000 });
  } finally {
    await second.stop();
  }
});

test('on a narrow screen the sidebar is a drawer that closes on navigation @shell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInAs(page, 'Customer Support');
  await page.goto('/dashboard');
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
