import { expect, test } from '@playwright/test';
import { ACCESS_MESSAGES, type User } from '@trellis/contracts';
import { AdminSystemUsersPage } from '../pages/admin-system-users-page';
import { AppShell } from '../pages/app-shell';
import { TicketsPage } from '../pages/tickets-page';
import { PASSWORD, approveAs, signedInAs, signedInPending, uniqueEmail } from '../support/accounts';
import { expectAccessible, useTheme } from '../support/axe';

// Roles on the screens: a self-registered account waits for an administrator, and an approved
// one is offered only what its role allows; the API refuses the rest on its own.

test('a new account waits for approval, then opens the app without a reload @shell @mf-admin', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('waiting');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Waiting Walter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Create account' }).click();
  const account = (await (await registered).json()) as User;
  expect(account.status).toBe('pending');

  const shell = new AppShell(page);
  await expect(shell.heading(ACCESS_MESSAGES.waitingTitle)).toBeVisible();
  await expect(page.getByText(ACCESS_MESSAGES.waitingBody)).toBeVisible();
  await expect(page.getByRole('link', { name: ACCESS_MESSAGES.waitingProfile })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customers' })).toBeHidden();
  // Any business page says the same.
  await page.goto('/customers');
  await expect(shell.heading(ACCESS_MESSAGES.waitingTitle)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Profile']);
  await page.goto('/dashboard');
  await expect(shell.heading(ACCESS_MESSAGES.waitingTitle)).toBeVisible();

  // Marked, so a reload would show: the approval must arrive on the open page.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // An administrator, in another browser, approves it in System Users: a role and Active.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signedInAs(admin, 'Admin', 'Approving Admin');
    const users = new AdminSystemUsersPage(admin);
    await users.open();
    await users.find(account.email);
    await expect(users.row(account.email)).toContainText('Pending');
    await admin.getByRole('button', { name: `Edit ${account.username}` }).click();
    const dialog = users.dialog('Edit User');
    await dialog.getByLabel('Role').selectOption({ label: 'Customer Support' });
    await expect(dialog.getByLabel('Status')).toHaveValue('active');
    await dialog.getByRole('button', { name: 'Update User' }).click();
    await expect(users.row(account.email)).toContainText('Active');
  } finally {
    await adminContext.close();
  }

  await expect(shell.heading('Dashboard')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customers' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('customer support changes a ticket status but is offered no customer, payout or user admin @shell @mf-tickets @mf-customers @mf-engineers @mf-admin', async ({
  page,
}) => {
  await signedInAs(page, 'Customer Support');
  const shell = new AppShell(page);

  // A seeded ticket: its status is the support desk's to change.
  const tickets = new TicketsPage(page);
  await tickets.open();
  await tickets.find('Access point install, 3 floors');
  const row = tickets.row('Access point install, 3 floors');
  const status = row.getByRole('combobox', { name: /^Status of / });
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Ticket' })).toBeHidden();
  const next = (await status.inputValue()) === 'Accepted' ? 'In Progress' : 'Accepted';
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/tickets\/\d+$/.test(r.url()),
  );
  await status.selectOption(next);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    tickets.row('Access point install, 3 floors').getByRole('combobox', { name: /^Status of / }),
  ).toHaveValue(next);

  // No Add Customer, and the sidebar leaves out what the role may not open.
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(shell.heading('Customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Customer' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Engineer Payout' })).toBeHidden();
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(nav.getByRole('link', { name: 'Holiday' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'System Users' })).toBeHidden();

  // Opened by its address, Engineer Payout says why instead of showing an empty table.
  await page.goto('/engineer-payout');
  await expect(shell.heading(ACCESS_MESSAGES.noAccessTitle)).toBeVisible();
  await expect(page.getByText(ACCESS_MESSAGES.noAccessBody('manage_team'))).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
});

test('the waiting page and the access page pass axe in both themes @shell', async ({ page }) => {
  await useTheme(page, 'dark');
  const account = await signedInPending(page, 'Axe');
  const shell = new AppShell(page);
  await page.goto('/dashboard');
  await expect(shell.heading(ACCESS_MESSAGES.waitingTitle)).toBeVisible();
  await expectAccessible(page, 'the waiting page');

  await approveAs(account, 'Customer Support');
  await page.goto('/engineer-payout');
  await expect(shell.heading(ACCESS_MESSAGES.noAccessTitle)).toBeVisible();
  await expectAccessible(page, 'the access page');
});
