import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ReceivablesPage } from '../pages/finance-pages';
import { CustomersPage } from '../pages/customers-page';
import { signedInAs, writeTo } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { pendingInvoice } from '../support/tickets';

// The audit trail as staff meet it: a customer renamed and an invoice paid through the screens
// read back as sentences in each record's History and on the Activity page, which exports them
// and proves the log intact.

async function newCustomer(page: Page, name: string) {
  const created = await page.request.post('/api/customers', {
    ...writeTo(),
    multipart: { type: 'Company', name, account_email: `${Date.now()}@audit-e2e.test` },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a rename and a payment read back in History and on the Activity page, which exports them and verifies the log @mf-customers @mf-admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const actor = `Audit Admin ${stamp}`;
  await signedInAs(page, 'Admin', actor);
  const before = `Ledger Co ${stamp}`;
  const after = `Ledger Group ${stamp}`;
  await newCustomer(page, before);
  const invoice = await pendingInvoice(page, `Audit ${stamp}`);

  // The customer renamed in its form: its History says so, live on the details it shows.
  const customers = new CustomersPage(page);
  await page.goto('/customers');
  await customers.action(before, 'Edit');
  await page.getByLabel('Customer Name').fill(after);
  await page.getByRole('button', { name: 'Update Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await customers.action(after, 'View');
  const details = customers.dialog('Customer details');
  const history = details.getByRole('list', { name: 'History' });
  await expect(history).toContainText(`${actor} changed Name from ${before} to ${after}`);
  await expect(history).toContainText(`${actor} created the customer`);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The invoice paid from its row: the row's History says so.
  const receivables = new ReceivablesPage(page);
  await receivables.open();
  await receivables.find(invoice);
  await receivables
    .row(invoice)
    .getByRole('button', { name: `Mark paid: ${invoice}` })
    .click();
  await expect(receivables.row(invoice)).toContainText('Paid');
  await receivables
    .row(invoice)
    .getByRole('button', { name: `History: ${invoice}` })
    .click();
  const invoiceHistory = page.getByRole('dialog', { name: new RegExp(`History: ${invoice}`) });
  await expect(invoiceHistory).toContainText(`${actor} marked the invoice as paid`);
  await expect(invoiceHistory).toContainText(`${actor} created the invoice`);
  await page.keyboard.press('Escape');
  await expect(invoiceHistory).toBeHidden();

  // The Activity page: both sentences, naming their records, found by the actor's name.
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search activity' }).fill(actor);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table).toContainText(`changed Name from ${before} to ${after}`);
  await expect(table).toContainText(new RegExp(`${actor} marked ${invoice} .* as paid`));
  await expect(page).toHaveURL(/search=Audit/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`changed Name from ${before} to ${after}`);
  expect(csv).toMatch(new RegExp(`marked ${invoice} .* as paid`));

  await page.getByRole('button', { name: 'Verify log' }).click();
  await expect(page.getByRole('status', { name: 'Log verification' })).toContainText(
    /Log intact: [\d,]+ entries checked/,
  );
});

test('History and the Activity page pass axe in both themes @mf-customers @mf-admin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs(page, 'Admin', 'Axe Auditor');
  const name = `Axe History ${Date.now()}`;
  await newCustomer(page, name);

  const customers = new CustomersPage(page);
  await page.goto('/customers');
  await customers.action(name, 'View');
  const history = customers.dialog('Customer details').getByRole('list', { name: 'History' });
  await expect(history).toContainText('created the customer');
  await history.getByRole('button', { name: 'Details' }).first().click();
  await expectAccessible(page, 'customer History');
  await page.keyboard.press('Escape');

  await page.goto('/activity');
  await expect(page.getByRole('table', { name: 'Activity' })).toContainText(name);
  await expectAccessible(page, '/activity');

  // From and To stay side by side on a wide screen and a phone alike, inside the window.
  const dates = page.getByRole('group', { name: 'Dates' });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout settles after the resize (the sidebar folds away on a narrow screen).
    await expect(async () => {
      const from = (await dates.getByLabel('From').boundingBox())!;
      const to = (await dates.getByLabel('To').boundingBox())!;
      expect(Math.abs(from.y - to.y), `From and To on one row at ${width} px`).toBeLessThan(2);
      expect(to.x, `To right of From at ${width} px`).toBeGreaterThan(from.x + from.width);
      expect(to.x + to.width, `To inside the window at ${width} px`).toBeLessThanOrEqual(width);
    }).toPass({ timeout: 5_000 });
  }
});
