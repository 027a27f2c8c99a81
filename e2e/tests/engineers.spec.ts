import { expect, request, test, type Page } from '@playwright/test';
import { EngineersPage } from '../pages/engineers-page';
import { PASSWORD, registerEngineer, signedInAs, uniqueEmail, writeTo } from '../support/accounts';
import { E2E } from '../support/environment';

/** The business day `offset` days from today (the e2e server runs in UTC). */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

test('a profile written from the mobile app shows live on the list and on the detail page @mf-engineers', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Mobile Engineer ${Date.now()}`;
  const email = uniqueEmail('engineer');

  // The engineer's account (the debug path makes one, as the debug page does).
  // Managing the team (the debug path's engineer account) is a Manager's job.
  await signedInAs(page, 'Manager');
  const created = await page.request.post(`${E2E.baseUrl}/api/auth/register`, {
    data: { username: name, email, password: PASSWORD, phone: '+44 7700 900001', role: 'engineer' },
  });
  expect(created.status()).toBe(201);
  const engineer = (await created.json()) as { id: number };

  // 1. The mobile client signs in with real HTTP calls, outside any browser.
  const mobile = await request.newContext({
    baseURL: E2E.baseUrl,
    extraHTTPHeaders: { Origin: E2E.baseUrl },
  });
  const login = await mobile.post('/api/engineers/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);

  // 2. One staff user has /engineers open, another the engineer's detail page.
  const listPage = new EngineersPage(page);
  await listPage.open();
  await listPage.find(email);
  const row = listPage.row(name);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Recently Updated');

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signedInAs(other, 'Manager', 'Second Staff');
  const detailPage = new EngineersPage(other);
  await detailPage.openDetail(engineer.id);
  await expect(detailPage.heading(name)).toBeVisible();
  await expect(detailPage.section('Right To Work')).toContainText('No right to work details found');

  // 3. The engineer adds a right-to-work entry that expires in 10 days.
  const saved = await mobile.put('/api/engineers/me', {
    data: {
      profile: {
        rightToWork: [
          {
            visa_types: 'Skilled Worker',
            issue_date: dayFromToday(-300),
            expiry_date: dayFromToday(10),
          },
        ],
      },
    },
  });
  expect(saved.ok()).toBe(true);

  // 4. Within 2 seconds both pages show it without a reload.
  await expect(row).toContainText('Recently Updated', { timeout: 2_000 });
  await expect(row).toContainText('Expires in 10 days!', { timeout: 2_000 });
  const rightToWork = detailPage.section('Right To Work');
  await expect(rightToWork).toContainText('Skilled Worker', { timeout: 2_000 });
  await expect(rightToWork).toContainText('Expires in 10 days!', { timeout: 2_000 });
  await expect(detailPage.section('Account Info')).toContainText('Recently Updated');

  // The highlight goes after 10 seconds.
  await expect(row).not.toContainText('Recently Updated', { timeout: 12_000 });

  await mobile.dispose();
  await otherContext.close();
});

test("an engineer's History shows a pay change's values to a Manager and only its name to Customer Support @mf-engineers", async ({
  browser,
  page,
}) => {
  const name = `Paid Engineer ${Date.now()}`;
  await signedInAs(page, 'Manager', 'Pay Manager');
  const engineer = (await registerEngineer(E2E.baseUrl, name)) as { id: number };
  const rate = await page.request.put(`${E2E.baseUrl}/api/engineers/${engineer.id}`, {
    ...writeTo(),
    data: { pay_rate: '42.50' },
  });
  expect(rate.ok(), await rate.text()).toBe(true);

  const managerView = new EngineersPage(page);
  await managerView.openDetail(engineer.id);
  const history = (p: Page) => p.getByRole('list', { name: 'History' });
  await expect(history(page)).toContainText('Pay Manager changed Pay rate from empty to 42.50');

  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await signedInAs(support, 'Customer Support', 'Desk Support');
  await new EngineersPage(support).openDetail(engineer.id);
  await expect(history(support)).toContainText('Pay Manager changed Pay rate');
  await expect(history(support)).not.toContainText('42.50');
  await supportContext.close();
});
