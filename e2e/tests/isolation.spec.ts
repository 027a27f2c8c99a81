import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { signedInAs } from '../support/accounts';

test('a remote whose files are unreachable shows its error state; the rest works; Retry recovers @shell @mf-tickets', async ({
  page,
}) => {
  await signedInAs(page, 'Customer Support');
  const blocked = '**/remotes/mf-tickets/**';
  await page.route(blocked, (route) => route.abort('connectionrefused'));
  await page.goto('/tickets');
  const shell = new AppShell(page);
  await expect(page.getByRole('heading', { name: 'This module is unavailable' })).toBeVisible();
  await expect(shell.greeting()).toBeVisible();

  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(shell.heading('Customers')).toBeVisible();
  await page.getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'This module is unavailable' })).toBeVisible();

  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(shell.heading('Tickets')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This module is unavailable' })).toBeHidden();
});
