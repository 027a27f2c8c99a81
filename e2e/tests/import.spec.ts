import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { CustomersPage } from '../pages/customers-page';
import { signedInAs } from '../support/accounts';
import { expectAccessible, switchTheme } from '../support/axe';

test('customers imported from a file with two bad rows: the problems previewed and downloaded, the file fixed, imported and listed @mf-customers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAs(page, 'Admin', 'E2E Importer');
  const label = `Imported ${Date.now()}`;
  const slug = label.replace(/\D/g, '');
  const row = (n: number, email: string) => `${label} ${n} Ltd;${email};Company`;
  const good = [1, 2, 3].map((n) => row(n, `imp${slug}.${n}@e2e.test`));
  const file = (lines: string[]) => ({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Company;E-mail;Type', ...lines].join('\n')),
  });

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import customers' });
  await dialog
    .getByLabel('File to import')
    .setInputFiles(file([...good, row(4, 'not-an-email'), row(5, good[0]!.split(';')[1]!)]));

  await expect(dialog.getByText('3 to create, 0 to update, 2 with errors')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems (2)' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems).toContainText('Please enter a valid email address');
  await expect(problems).toContainText('The same record is on line 2 of the file');
  await expect(dialog.getByRole('button', { name: 'Import 3 customers' })).toBeDisabled();
  await expectAccessible(page, 'the import preview (light)');
  await switchTheme(page, 'dark');
  await expectAccessible(page, 'the import preview (dark)');

  // The error report: the two rows as the file had them, each with its reason.
  const href = await dialog
    .getByRole('link', { name: 'Download the rows with errors (CSV)' })
    .getAttribute('href');
  const report = await (await page.request.get(href!)).text();
  expect(report.trim().split('\n')).toHaveLength(3);
  expect(report).toContain('not-an-email');

  // Fixed: the bad address corrected, the repeated row dropped.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog
    .getByLabel('File to import')
    .setInputFiles(file([...good, row(4, `imp${slug}.4@e2e.test`)]));
  await expect(dialog.getByText('4 to create, 0 to update, 0 with errors')).toBeVisible();
  // The customers badge moves live once the import is written.
  const before = (await (await page.request.get('/api/counts')).json()) as { customers: number };
  await dialog.getByRole('button', { name: 'Import 4 customers' }).click();
  await expect(dialog.getByText('4 created, 0 updated')).toBeVisible();
  await expect(new AppShell(page).badge('customers')).toHaveText(String(before.customers + 4));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/customers?search=${encodeURIComponent(label)}`);
  const customers = new CustomersPage(page);
  for (const n of [1, 2, 3, 4]) await expect(customers.row(`${label} ${n} Ltd`)).toBeVisible();
});
