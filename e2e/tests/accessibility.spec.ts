import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { CustomersPage } from '../pages/customers-page';
import { signedInStaff } from '../support/accounts';
import { expectAccessible, useTheme, type Theme } from '../support/axe';

// The pages and dialogs the journeys visit, scanned with axe-core (WCAG 2.2 A/AA) in both
// themes, so a new colour pairing or an unlabelled control fails here.
const THEMES: Theme[] = ['light', 'dark'];

for (const theme of THEMES) {
  test(`public pages pass axe in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    for (const [path, heading] of [
      ['/login', 'Sign in'],
      ['/register', 'Create an account'],
      ['/forgot-password', 'Forgot password?'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expectAccessible(page, `${path} (${theme})`);
    }
  });

  test(`signed-in pages and the customer dialogs pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await signedInStaff(page);
    const shell = new AppShell(page);

    await page.goto('/dashboard');
    await expect(shell.greeting()).toBeVisible();
    await expectAccessible(page, `/dashboard (${theme})`);

    for (const [path, heading] of [
      ['/engineers', 'Engineers'],
      ['/leads', 'Leads'],
      ['/tickets', 'Tickets'],
      ['/profile', 'Profile Settings'],
      ['/change-password', 'Change Password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expectAccessible(page, `${path} (${theme})`);
    }

    await page.goto('/customers/add');
    await expect(page.getByLabel('Customer Name')).toBeVisible();
    await expectAccessible(page, `/customers/add (${theme})`);
    const name = `Axe ${theme} ${Date.now()}`;
    await page.getByLabel('Customer Name').fill(name);
    await page.getByLabel('Account Email').fill(`axe.${theme}@e2e.test`);
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await expect(page).toHaveURL(/\/customers$/);

    const customers = new CustomersPage(page);
    await expect(customers.row(name)).toBeVisible();
    await expectAccessible(page, `/customers (${theme})`);
    await customers.action(name, 'View');
    await expect(customers.dialog('Customer details')).toBeVisible();
    await expectAccessible(page, `customer details dialog (${theme})`);
    await page.keyboard.press('Escape');
    await customers.action(name, 'Delete');
    await expect(customers.dialog('Are you sure?')).toBeVisible();
    await expectAccessible(page, `delete confirmation (${theme})`);
    await customers.dialog('Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await expect(customers.row(name)).toHaveCount(0);
  });
}
