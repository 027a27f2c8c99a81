import { expect, test } from '@playwright/test';
import { signedInAs, writeTo } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { mailTo } from '../support/mailbox';

// The back office chasing itself: an administrator runs the expiry alerts now (as after fixing
// data), and the document about to lapse reaches the inbox and the morning digest mail.

const PDF = Buffer.from('%PDF-1.4\n%e2e\n');
const inDays = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test('Run now on the expiry alerts: the notification in /notifications and the digest mail @mf-admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { email } = await signedInAs(page, 'Admin', `Jobs Admin ${stamp}`);
  const customer = `Lapsing Cover ${stamp} Ltd`;
  const created = await page.request.post('/api/customers', {
    ...writeTo(),
    multipart: {
      type: 'Company',
      name: customer,
      account_email: `cover.${stamp}@e2e.test`,
      documents_meta: JSON.stringify([{ title: 'Insurance certificate', expiry_date: inDays(10) }]),
      doc_files: { name: 'insurance.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Scheduled jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Run now: Expiry alerts' }).click();
  await expect(page.getByText('Expiry alerts finished.')).toBeVisible({ timeout: 60_000 });

  await page.goto('/notifications');
  const inbox = page.getByRole('list', { name: 'Notifications' });
  await expect(inbox).toContainText(`Insurance certificate of ${customer}`);
  await expect(inbox).toContainText('in 10 days');

  const mail = await mailTo(email, customer);
  expect(mail).toContain('Daily digest');
  expect(mail).toContain('Insurance certificate');
});

test('the inbox, the leave requests (list and month) and the scheduled jobs pass axe in both themes @mf-admin @mf-engineers', async ({
  page,
}) => {
  await signedInAs(page, 'Admin', 'Axe Inbox');
  for (const [path, heading] of [
    ['/notifications', 'Notifications'],
    ['/leaves', 'Leaves'],
    ['/leaves?view=month', 'Leaves'],
    ['/activity', 'Scheduled jobs'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page.getByText(/^Loading.*\.\.\.$/)).toHaveCount(0);
    await expectAccessible(page, path);
  }
});
