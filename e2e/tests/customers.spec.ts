import { expect, test } from '@playwright/test';
import { CustomersPage } from '../pages/customers-page';
import { signedInStaff } from '../support/accounts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('a company customer: add with two persons and an expiring document, find, edit, inspect, download, delete @mf-customers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  const customers = new CustomersPage(page);
  const name = `Acme Field Services ${Date.now()}`;

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/customers\/add$/);
  await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Account Email').fill('accounts@acme-e2e.test');
  await page.getByLabel('Company Registration No').fill('REG-2026-01');
  await page.getByLabel('VAT Number').fill('GB123456789');
  await customers.fillPerson(1, {
    name: 'Alice Admin',
    email: 'alice@acme-e2e.test',
    contact: '+44 20 7946 0001',
  });
  await page.getByRole('button', { name: 'Add Person' }).click();
  await customers.fillPerson(2, {
    name: 'Bob Builder',
    email: 'bob@acme-e2e.test',
    contact: '+44 20 7946 0002',
  });
  await customers.fillDocument(1, {
    title: 'Insurance certificate',
    expiry: isoInDays(10),
    file: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
  await page.getByRole('button', { name: 'Create Customer' }).click();

  // Back on the list, on page 1, with its expiry badge.
  await expect(page).toHaveURL(/\/customers$/);
  const row = customers.row(name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Company');
  await expect(row).toContainText('Alice Admin');
  await expect(row.getByText('Expires in 10 days!')).toBeVisible();

  await customers.documentFilter().selectOption({ label: 'Expiring in 30 Days' });
  await expect(row).toBeVisible();
  await customers.documentFilter().selectOption({ label: 'Already Expired' });
  await expect(row).toBeHidden();
  await customers.documentFilter().selectOption({ label: 'All Documents' });
  await expect(row).toBeVisible();

  // Edit: the form is preloaded; change the address and save.
  await customers.action(name, 'Edit');
  await expect(page).toHaveURL(/\/customers\/edit\/\d+$/);
  await expect(page.getByLabel('Customer Name')).toHaveValue(name);
  await expect(
    page.getByRole('group', { name: 'Authorized person 2' }).getByLabel('Name'),
  ).toHaveValue('Bob Builder');
  await page.getByLabel('Address').fill('1 Engineering Way, London');
  await page.getByRole('button', { name: 'Update Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  // The three modals.
  await customers.action(name, 'View');
  const details = customers.dialog('Customer details');
  await expect(details).toContainText('1 Engineering Way, London');
  await expect(details).toContainText('Bob Builder');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await customers
    .row(name)
    .getByRole('button', { name: `Expiring documents of ${name}` })
    .click();
  const expiring = customers.dialog(`Expiring and expired documents: ${name}`);
  await expect(expiring).toContainText('Insurance certificate');
  await page.keyboard.press('Escape');
  await expect(expiring).toBeHidden();

  await customers
    .row(name)
    .getByRole('button', { name: `1 documents of ${name}` })
    .click();
  const all = customers.dialog(new RegExp(`Documents: ${name}`));
  const link = all.getByRole('link', { name: 'Open Insurance certificate' });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(all).toBeHidden();

  // Delete, after 'Are you sure?'.
  await customers.action(name, 'Delete');
  const confirm = customers.dialog('Are you sure?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(customers.row(name)).toHaveCount(0);
});

test('Create Lead from a customer row carries its id and name to the lead form @mf-customers @mf-leads', async ({
  page,
}) => {
  await signedInStaff(page);
  const name = `Lead Source ${Date.now()}`;
  await page.goto('/customers/add');
  await page.getByRole('radio', { name: 'Freelancer' }).check();
  await expect(page.getByLabel('Company Registration No')).toBeHidden();
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Account Email').fill('solo@e2e.test');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.getByRole('button', { name: `Create Lead for ${name}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/leads/add\\?customerId=\\d+&customerName=${encodeURIComponent(name).replace(/%20/g, '(%20|\\+)')}$`,
    ),
  );
});
