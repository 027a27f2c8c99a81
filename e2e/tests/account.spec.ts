import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { ACCESS_MESSAGES } from '@trellis/contracts';
import { PASSWORD, signedInAs, uniqueEmail } from '../support/accounts';
import { resetLinkFor } from '../support/mailbox';

test('register → signed in, waiting for approval @shell', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new AppShell(page);
  await expect(shell.greeting()).toBeVisible();
  await expect(page.getByText('First time login')).toBeVisible();
  await expect(shell.heading(ACCESS_MESSAGES.waitingTitle)).toBeVisible();
});

test('register shows the mismatch message without calling the server @shell', async ({ page }) => {
  await page.goto('/register');
  let posted = false;
  page.on('request', (r) => (posted ||= r.url().endsWith('/api/auth/register')));
  await page.getByLabel('Full name').fill('Mismatch');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Different1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(posted).toBe(false);
});

test('sign out, sign in with Remember me, and the email is prefilled next time @shell', async ({
  page,
}) => {
  const { email } = await signedInAs(page, 'Customer Support');
  await page.goto('/dashboard');
  const shell = new AppShell(page);
  await expect(shell.greeting()).toBeVisible();
  await shell.signOut();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await expect(login.email()).toHaveValue('');
  await login.signIn(email, PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  await shell.signOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.email()).toHaveValue(email);
  await expect(login.rememberMe()).toBeChecked();
});

test('a wrong password shows the server message and stays on /login @shell', async ({ page }) => {
  const { email } = await signedInAs(page, 'Customer Support');
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, 'WrongPass1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → mail from a real SMTP server → reset → sign in with the new password @shell', async ({
  page,
}) => {
  const { email } = await signedInAs(page, 'Customer Support');
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Password Reset Link' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('NewSecret9');
  await page.getByLabel('Confirm new password').fill('NewSecret9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await new LoginPage(page).signIn(email, 'NewSecret9');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a 401 mid-session sends the visitor to /login and back to where they were @shell', async ({
  page,
}) => {
  const { email } = await signedInAs(page, 'Manager');
  await page.goto('/debug-engineer');
  await expect(page.getByRole('heading', { name: 'Debug Engineer' })).toBeVisible();
  // The session ends on the server side (as when it expires); the page still thinks it is signed in.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Test Engineers API' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdebug-engineer$/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/debug-engineer$/);
  await expect(page.getByRole('heading', { name: 'Debug Engineer' })).toBeVisible();
});

test('a protected page asked for while signed out comes back after sign-in, replacing /login in history @shell', async ({
  page,
}) => {
  const { email } = await signedInAs(page, 'Customer Support');
  await page.context().clearCookies();
  await page.goto('/attendance');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fattendance$/);
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/attendance$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});
