import { expect, test } from '@playwright/test';
import { BULK_INLINE_LIMIT, BULK_LABELS, BULK_MESSAGES } from '@trellis/contracts';
import { TicketsPage } from '../pages/tickets-page';
import { registerEngineer, signedInAs, writeTo } from '../support/accounts';
import { E2E } from '../support/environment';
import { expectAccessible, switchTheme } from '../support/axe';
import { ticketFields } from '../support/tickets';

test('on Tickets, every ticket matching a search gets an engineer as a job whose progress shows, then Undo puts them back @mf-tickets', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInAs(page, 'Admin', 'E2E Dispatcher');
  const label = `Bulk ${Date.now()}`;
  const customer = await page.request.post('/api/customers', {
    ...writeTo(),
    multipart: { type: 'Company', name: `${label} Ltd`, account_email: `${Date.now()}@e2e.test` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = String(((await customer.json()) as { id: number }).id);
  const sick = (await registerEngineer(E2E.baseUrl, `${label} Sick`)) as { id: number };
  const cover = `${label} Cover`;
  await registerEngineer(E2E.baseUrl, cover);
  const day = new Date().toISOString().slice(0, 10);
  // More than run at once: the action becomes a job, in batches, with its progress shown.
  const count = BULK_INLINE_LIMIT + 1;
  const create = async (i: number) => {
    const created = await page.request.post('/api/tickets', {
      ...writeTo(),
      multipart: ticketFields({
        customer_id: customerId,
        task_name: `${label} job ${i}`,
        task_start_date: day,
        task_end_date: day,
        engineer_id: String(sick.id),
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
  };
  for (let from = 0; from < count; from += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, count - from) }, (_, i) => create(from + i)),
    );

  const tickets = new TicketsPage(page);
  await tickets.open();
  await tickets.find(label);
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByRole('row').filter({ hasText: label }).first()).toBeVisible();
  await table.getByRole('checkbox', { name: BULK_LABELS.selectPage }).check();
  const bar = page.getByRole('region', { name: BULK_LABELS.actions });
  await bar.getByRole('button', { name: BULK_LABELS.selectAllMatching(count) }).click();
  await expect(bar).toContainText(BULK_LABELS.allMatchingSelected(count));
  await expectAccessible(page, 'the selection bar');
  await switchTheme(page, 'dark');
  await expectAccessible(page, 'the selection bar (dark)');
  await switchTheme(page, 'light');

  await bar.getByRole('button', { name: 'Assign engineer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign engineer' });
  await dialog.getByLabel('Engineer').selectOption({ label: cover });
  await expectAccessible(page, 'the bulk action dialog');
  await switchTheme(page, 'dark');
  await expectAccessible(page, 'the bulk action dialog (dark)');
  await dialog.getByRole('button', { name: BULK_LABELS.apply }).click();
  await expect(page.getByRole('progressbar', { name: BULK_MESSAGES.started(count) })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: BULK_MESSAGES.done(count, 0) });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  // Each row's engineer picker now shows the cover engineer, on every row of the page.
  const rows = await table
    .getByRole('row')
    .filter({ hasText: `${label} job` })
    .count();
  expect(rows).toBeGreaterThan(0);
  const chosen = (name: string) => table.locator('option:checked', { hasText: name });
  await expect(chosen(cover)).toHaveCount(rows);

  await notice.getByRole('button', { name: BULK_LABELS.undo }).click();
  await expect(page.getByText(BULK_MESSAGES.undone(count, 0))).toBeVisible({ timeout: 60_000 });
  await expect(chosen(cover)).toHaveCount(0);
  await expect(chosen(`${label} Sick`)).toHaveCount(rows);
});
