import { expect, test } from '@playwright/test';
import { AdminHolidaysPage } from '../pages/admin-holidays-page';
import { AdminSystemUsersPage } from '../pages/admin-system-users-page';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { PASSWORD, signedInStaff, uniqueEmail } from '../support/accounts';
import { resetLinkFor } from '../support/mailbox';

test('Sync Holiday imports the United Kingdom holidays, Christmas Day of this year among them @mf-admin', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInStaff(page);
  const holidays = new AdminHolidaysPage(page);
  await holidays.open();
  await expect(holidays.heading()).toBeVisible();

  await holidays.country().selectOption('United Kingdom');
  await expect(page).toHaveURL(/country=United\+Kingdom/);
  await holidays.syncButton().click();
  // Busy while it runs, then a toast says how many were added (none on a second sync).
  await expect(holidays.syncButton()).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(/\d+ holidays? added for United Kingdom/)).toBeVisible();

  // The server's business day is UTC here; from 26 December this year's Christmas has passed.
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  await holidays.find('Christmas');
  const christmas = holidays.row('Christmas Day').filter({ hasText: `12/25/${year}` });
  await expect(christmas).toBeVisible();
  await expect(christmas).toContainText('United Kingdom');
  await expect(christmas).toContainText(`${year}-12-25` >= today ? 'Active' : 'Expired');
});

test('an invited user sets a password, signs in, and is signed out at once when deactivated @mf-admin @shell', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Invited Staff ${Date.now()}`;
  const email = uniqueEmail('invitee');

  // 1. An admin invites the user from /system-users.
  await signedInStaff(page, 'Inviting Admin');
  const users = new AdminSystemUsersPage(page);
  await users.open();
  await expect(users.heading()).toBeVisible();
  await users.invite({ name, email, role: 'Manager' });
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await users.find(email);
  await expect(users.row(name)).toContainText('Pending');

  // 2. The mail arrives at the test SMTP server with a set-password link.
  const link = await resetLinkFor(email);

  // 3. In a second browser the invitee sets a password and signs in.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await invitee.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm new password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Reset Password' }).click();
  await expect(invitee.getByText('Password Reset Successfully')).toBeVisible();
  await invitee.goto('/login');
  await new LoginPage(invitee).signIn(email, PASSWORD);
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(new AppShell(invitee).greeting()).toBeVisible();
  await expect(users.row(name)).toContainText('Active');

  // 4. The admin deactivates them: their session ends, which closes their socket, and the shell
  // sends them to /login at once, as a 401 would, without waiting for their next call.
  await users.deactivate(name);
  await expect(users.row(name)).toContainText('Inactive');
  await expect(invitee).toHaveURL(/\/login/);
  await new LoginPage(invitee).signIn(email, PASSWORD);
  await expect(
    invitee.getByText('This account is inactive. Ask an administrator to reactivate it.'),
  ).toBeVisible();
  await inviteeContext.close();
});
