import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { LeadsPage } from '../pages/leads-page';
import { TicketsPage } from '../pages/tickets-page';
import { PASSWORD, signedInStaff, uniqueEmail } from '../support/accounts';
import { E2E } from '../support/environment';

/** The business day `offset` days from today (the e2e server runs in UTC). */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/**
 * An engineer made through the debug path, signed in on a scripted mobile client that writes a
 * right-to-work entry expiring on `rightToWorkUntil`. Answers the mobile client.
 */
async function engineerWithRightToWork(
  page: Page,
  name: string,
  rightToWorkUntil: string,
): Promise<APIRequestContext> {
  const email = uniqueEmail('engineer');
  const created = await page.request.post(`${E2E.baseUrl}/api/auth/register`, {
    data: { username: name, email, password: PASSWORD, phone: '+44 7700 900002', role: 'engineer' },
  });
  expect(created.status()).toBe(201);
  const mobile = await request.newContext({
    baseURL: E2E.baseUrl,
    extraHTTPHeaders: { Origin: E2E.baseUrl },
  });
  expect(
    (await mobile.post('/api/engineers/login', { data: { email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const saved = await mobile.put('/api/engineers/me', {
    data: {
      profile: {
        rightToWork: [
          {
            visa_types: 'Skilled Worker',
            issue_date: dayFromToday(-400),
            expiry_date: rightToWorkUntil,
          },
        ],
      },
    },
  });
  expect(saved.ok()).toBe(true);
  return mobile;
}

test('customer → lead → ticket with compliant dispatch, a document and stored hours, followed live from the mobile app @mf-tickets @mf-leads @mf-customers @mf-engineers', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const customer = `Ticket Journey ${stamp}`;
  const taskName = `Core switch swap ${stamp}`;
  const expired = `Expired Engineer ${stamp}`;
  const soon = `Soon Engineer ${stamp}`;
  const compliant = `Compliant Engineer ${stamp}`;
  await signedInStaff(page);
  const expiredMobile = await engineerWithRightToWork(page, expired, dayFromToday(-1));
  const soonMobile = await engineerWithRightToWork(page, soon, dayFromToday(5));
  const mobile = await engineerWithRightToWork(page, compliant, dayFromToday(365));

  // 1. A customer, through its form (mf-customers).
  await page.goto('/customers/add');
  await page.getByRole('radio', { name: 'Freelancer' }).check();
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByLabel('Account Email').fill(`tickets.${stamp}@e2e.test`);
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  // 2. A lead for it (mf-leads), then confirmed.
  await page.getByRole('button', { name: `Create Lead for ${customer}` }).click();
  const leads = new LeadsPage(page);
  await expect(leads.customer()).toHaveValue(customer);
  const start = await leads.field('Task Start Date').inputValue();
  await leads.fillLead({
    taskName,
    endClient: 'Initech',
    endDate: start,
    taskTime: '09:00',
    scope: 'Swap the core switch and test the uplinks',
    apartment: 'Floor 2',
    address: '10 Network Road',
    city: 'Manchester',
    country: 'United Kingdom',
    zip: 'M1 1AA',
    hourly: '60',
    halfDay: '220',
    fullDay: '400',
  });
  await page.getByRole('button', { name: 'Create Lead' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await leads.search().fill(taskName);
  await leads.search().press('Enter');
  const leadRow = leads.row(taskName);
  await expect(leadRow).toBeVisible();
  await leads.changeStatus(await leads.openStatus(taskName), 'Confirmed');

  // 3. Create Ticket from the lead row (mf-tickets): prefilled from the lead.
  await leadRow.getByRole('link', { name: /Create Ticket/ }).click();
  await expect(page).toHaveURL(/\/tickets\/create\?leadId=\d+&customerId=\d+/);
  const tickets = new TicketsPage(page);
  await expect(tickets.field('Task Name')).toHaveValue(taskName);
  await expect(tickets.field('City')).toHaveValue('Manchester');

  // An engineer whose right to work has expired is listed, disabled, with the reason.
  const expiredOption = await tickets.searchEngineer(expired);
  await expect(expiredOption).toHaveAttribute('aria-disabled', 'true');
  await expect(expiredOption).toContainText(`${expired} cannot be assigned: Right to work`);
  await expect(expiredOption).toContainText(dayFromToday(-1));
  await page.keyboard.press('Escape');

  // One compliant until today's end date is refused by the server once the end date moves
  // past the expiry: the form shows the reason.
  await (await tickets.searchEngineer(soon)).click();
  await tickets.field('Task End Date').fill(dayFromToday(30));
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(
    // Beside the Engineer field (and in the form's alert).
    page
      .getByRole('alert')
      .filter({ hasText: `${soon} cannot be assigned` })
      .first(),
  ).toContainText(`expires on ${dayFromToday(5)}, before the ticket ends`);
  await expect(page).toHaveURL(/\/tickets\/create/);

  // A compliant engineer and a document: created.
  await (await tickets.searchEngineer(compliant)).click();
  await tickets.files('Documents').setInputFiles({
    name: 'site-survey.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Rack B, port 24 is the uplink.'),
  });
  await page.getByRole('button', { name: 'Create Ticket' }).click();

  // 4. Back on /leads: a toast names the new code, and the lead row shows it.
  await expect(page).toHaveURL(/\/leads$/);
  const toast = page.getByText(/^Ticket #AIM-T-\d{3,} created$/);
  await expect(toast).toBeVisible();
  const code = (await toast.textContent())!.match(/#AIM-T-\d+/)![0];
  await leads.search().fill(taskName);
  await leads.search().press('Enter');
  await expect(leads.row(taskName)).toContainText(code);

  // 5. The ticket from /tickets: the document downloads, 2.5 hours are logged and kept.
  await tickets.open();
  await tickets.find(code);
  await expect(tickets.row(code)).toContainText(compliant);
  await tickets.action(code, 'View');
  let details = tickets.dialog('Ticket Details');
  const download = page.waitForEvent('download');
  await details.getByRole('link', { name: 'site-survey.txt' }).click();
  expect((await download).suggestedFilename()).toBe('site-survey.txt');

  const logForm = details.getByRole('form', { name: 'Log work hours' });
  await logForm.getByLabel('Date', { exact: true }).fill(dayFromToday(0));
  await logForm.getByLabel('Start Time').fill('09:00');
  await logForm.getByLabel('End Time').fill('11:30');
  await expect(logForm).toContainText('Duration: 2.50h');
  await logForm.getByRole('button', { name: 'Add Entry' }).click();
  const history = details.getByRole('table', { name: 'Work History' });
  await expect(history).toContainText('2.50h');

  await page.reload();
  await tickets.find(code);
  await tickets.action(code, 'View');
  details = tickets.dialog('Ticket Details');
  await expect(details.getByRole('table', { name: 'Work History' })).toContainText('2.50h');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // 6. The engineer sets the ticket In Progress from the phone: the open list follows live.
  await expect(tickets.statusOf(code)).toHaveValue('Offered');
  const mine = await mobile.get('/api/engineers/me/tickets');
  expect(mine.ok()).toBe(true);
  const { items } = (await mine.json()) as { items: { id: number; code: string }[] };
  const ticket = items.find((t) => t.code === code)!;
  const moved = await mobile.put(`/api/engineers/me/tickets/${ticket.id}`, {
    data: { status: 'In Progress' },
  });
  expect(moved.ok()).toBe(true);
  await expect(tickets.statusOf(code)).toHaveValue('In Progress', { timeout: 2_000 });

  await Promise.all([expiredMobile.dispose(), soonMobile.dispose(), mobile.dispose()]);
});
