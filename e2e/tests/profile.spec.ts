import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { PASSWORD, registerEngineer, signedInAs } from '../support/accounts';
import { E2E } from '../support/environment';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('saving the profile in one tab updates the other tab live @shell', async ({
  page,
  context,
}) => {
  await signedInAs(page, 'Customer Support', 'Before Rename');
  await page.goto('/profile');
  await expect(page.getByText('Live Sync Active')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/dashboard');
  const accountMenu = other.getByRole('button', { name: 'Account menu' });
  await accountMenu.hover();
  await expect(other.getByText('Before Rename', { exact: true })).toBeVisible();

  await page.getByLabel('Username').fill('After Rename');
  await page.getByLabel('Phone').fill('+44 7700 900123');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();

  // The other tab hears user:{id}:profile:updated, refreshes the user and says so.
  await expect(other.getByText('Profile updated successfully!')).toBeVisible();
  await accountMenu.hover();
  await expect(other.getByText('After Rename', { exact: true })).toBeVisible();
  await expect(accountMenu.locator('img[src*="/api/files/"]')).toBeVisible();
});

test('change password: mismatch is caught in the browser; success clears the fields and the new password works @shell', async ({
  page,
}) => {
  const { email } = await signedInAs(page, 'Customer Support');
  await page.goto('/change-password');
  let calls = 0;
  page.on('request', (r) => (calls += r.url().endsWith('/api/users/me/password') ? 1 : 0));
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed77');
  await page.getByLabel('Confirm new password').fill('Changed78');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New password and confirm do not match')).toBeVisible();
  expect(calls).toBe(0);

  await page.getByLabel('Confirm new password').fill('Changed77');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await page.context().clearCookies();
  await page.goto('/login');
  await new LoginPage(page).signIn(email, 'Changed77');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an engineer is told to use the mobile app @shell', async ({ page }) => {
  const { email } = (await registerEngineer(E2E.baseUrl, 'Field Eng')) as { email: string };
  await page.goto('/login');
  await new LoginPage(page).signIn(email, PASSWORD);
  await expect(
    page.getByText('Engineer accounts sign in with the Trellis mobile app, not the staff web app.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
