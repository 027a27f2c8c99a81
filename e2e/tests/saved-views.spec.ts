import { expect, test } from '@playwright/test';
import { CustomersPage } from '../pages/customers-page';
import { signedInAs } from '../support/accounts';
import { expectAccessible, switchTheme } from '../support/axe';

test('a view saved and shared on Customers opens from its link for another user, filter and all @mf-customers', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signedInAs(page, 'Manager', 'E2E Viewkeeper');
  const customers = new CustomersPage(page);
  const name = `Expiring soon ${Date.now()}`;

  await page.goto('/customers');
  await customers.documentFilter().selectOption({ label: 'Expiring in 30 Days' });
  await expect(page).toHaveURL(/documents=/);
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByLabel('View name').fill(name);
  await dialog.getByRole('checkbox', { name: 'Share with everyone' }).check();
  await expectAccessible(page, 'the save view dialog');
  await switchTheme(page, 'dark');
  await expectAccessible(page, 'the save view dialog (dark)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/saved=\d+/);
  const id = new URL(page.url()).searchParams.get('saved');
  await expect(page.getByRole('button', { name: `Views: ${name}` })).toBeVisible();

  // Another person, who may read customers but not change them, follows the link.
  const other = await browser.newContext();
  const reader = await other.newPage();
  try {
    await signedInAs(reader, 'Customer Support', 'E2E View Reader');
    await reader.goto(`/customers?saved=${id}`);
    await expect(reader).toHaveURL(new RegExp(`documents=.*saved=${id}`));
    await expect(new CustomersPage(reader).documentFilter()).toHaveValue(
      await customers.documentFilter().inputValue(),
    );
    await reader.getByRole('button', { name: `Views: ${name}` }).click();
    await expect(
      reader.getByRole('menuitem', { name: `${name} (shared by E2E Viewkeeper)` }),
    ).toBeVisible();
    await expectAccessible(reader, 'the Views menu');
    await switchTheme(reader, 'dark');
    await expectAccessible(reader, 'the Views menu (dark)');
  } finally {
    await other.close();
  }
});
