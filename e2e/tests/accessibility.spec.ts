import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { CustomersPage } from '../pages/customers-page';
import { EngineersPage } from '../pages/engineers-page';
import { LeadsPage } from '../pages/leads-page';
import { TicketsPage } from '../pages/tickets-page';
import { mobileApp, registerEngineer, signedInStaff } from '../support/accounts';
import { E2E } from '../support/environment';
import { expectAccessible, useTheme } from '../support/axe';
import { ticketsOnDay } from '../support/tickets';

// The pages and dialogs the journeys visit, scanned with axe-core (WCAG 2.2 A/AA) in both
// themes, so a new colour pairing or an unlabelled control fails here.
test('public pages pass axe in both themes @shell', async ({ page }) => {
  await useTheme(page, 'dark');
  for (const [path, heading] of [
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot password?'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page, path);
  }
});

test('signed-in pages and the customer dialogs pass axe in both themes @shell @mf-customers @mf-leads @mf-tickets @mf-engineers @mf-admin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  const shell = new AppShell(page);

  await page.goto('/dashboard');
  await expect(shell.greeting()).toBeVisible();
  await expectAccessible(page, '/dashboard');

  for (const [path, heading] of [
    ['/engineers', 'Engineers'],
    ['/leads', 'Leads'],
    ['/tickets', 'Tickets'],
    ['/profile', 'Profile Settings'],
    ['/change-password', 'Change Password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expectAccessible(page, path);
  }

  await page.goto('/customers/add');
  await expect(page.getByLabel('Customer Name')).toBeVisible();
  await expectAccessible(page, '/customers/add');
  const name = `Axe ${Date.now()}`;
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Account Email').fill('axe@e2e.test');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  const customers = new CustomersPage(page);
  await expect(customers.row(name)).toBeVisible();
  await expectAccessible(page, '/customers');
  await customers.action(name, 'View');
  await expect(customers.dialog('Customer details')).toBeVisible();
  await expectAccessible(page, 'customer details dialog');
  await page.keyboard.press('Escape');
  await expect(customers.dialog('Customer details')).toBeHidden();
  await customers.action(name, 'Delete');
  await expect(customers.dialog('Are you sure?')).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await customers.dialog('Are you sure?').getByRole('button', { name: 'Delete' }).click();
  await expect(customers.row(name)).toHaveCount(0);
});

test('the lead form, list and dialogs pass axe in both themes @mf-leads @mf-customers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  const customer = `Axe Leads ${Date.now()}`;
  const taskName = `Axe task ${Date.now()}`;
  await page.goto('/customers/add');
  await page.getByLabel('Customer Name').fill(customer);
  await page.getByLabel('Account Email').fill('axe.leads@e2e.test');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await page.getByRole('button', { name: `Create Lead for ${customer}` }).click();

  const leads = new LeadsPage(page);
  await expect(leads.customer()).toHaveValue(customer);
  await expectAccessible(page, '/leads/add');
  await leads.timeZone().click();
  await expect(page.getByRole('listbox', { name: 'Time zones' })).toBeVisible();
  await expectAccessible(page, 'time zone picker');
  // The list scrolls: the keyboard reaches its far end from the box, which keeps the focus.
  const lastZone = page.getByRole('listbox', { name: 'Time zones' }).getByRole('option').last();
  await expect(lastZone).not.toBeInViewport();
  await page.keyboard.press('ArrowUp');
  await expect(leads.timeZone()).toHaveAttribute(
    'aria-activedescendant',
    (await lastZone.getAttribute('id'))!,
  );
  await expect(lastZone).toBeInViewport();
  await expect(leads.timeZone()).toBeFocused();
  await page.keyboard.press('Escape');

  const start = await leads.field('Task Start Date').inputValue();
  await leads.fillLead({
    taskName,
    endClient: 'Axe Client',
    endDate: start,
    taskTime: '10:00',
    scope: 'Scan every screen',
    apartment: '1',
    address: '1 Axe Street',
    city: 'Leeds',
    country: 'United Kingdom',
    zip: 'LS1 1AA',
    hourly: '10',
    halfDay: '40',
    fullDay: '80',
  });
  await page.getByRole('button', { name: 'Create Lead' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await leads.search().fill(taskName);
  await leads.search().press('Enter');
  await expect(leads.row(taskName)).toBeVisible();
  await expectAccessible(page, '/leads');

  const status = await leads.openStatus(taskName);
  await status.getByLabel('Status', { exact: true }).selectOption({ label: 'Reschedule' });
  await expect(status.getByLabel('Follow-up Date')).toBeVisible();
  await expectAccessible(page, 'change status dialog');
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();

  await leads.action(taskName, 'View');
  await expect(leads.dialog('Lead details').getByRole('list', { name: 'History' })).toBeVisible();
  await expectAccessible(page, 'lead details dialog');
  // The details scroll inside the dialog: focused, the keyboard scrolls them to the end.
  const history = leads.dialog('Lead details').getByRole('list', { name: 'History' });
  await leads.dialog('Lead details').getByRole('article').focus();
  await page.keyboard.press('End');
  await expect(history).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(leads.dialog('Lead details')).toBeHidden();

  await leads.action(taskName, 'Delete');
  const confirm = leads.dialog('Are you sure you want to delete this lead?');
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'lead delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(leads.row(taskName)).toHaveCount(0);
});

test('the engineers list, invite dialog and detail page pass axe in both themes @mf-engineers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInStaff(page);
  const engineers = new EngineersPage(page);
  await engineers.open();
  await expect(engineers.heading('Engineers')).toBeVisible();
  await expectAccessible(page, '/engineers');

  const name = `Axe Engineer ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Engineer' }).click();
  await expect(engineers.dialog('Add Engineer')).toBeVisible();
  await expectAccessible(page, 'invite dialog');
  await page.keyboard.press('Escape');
  await expect(engineers.dialog('Add Engineer')).toBeHidden();
  await engineers.invite({
    name,
    email: `axe.eng.${Date.now()}@e2e.test`,
    phone: '+44 20 7946 0001',
  });
  await engineers.find(name);
  await expect(engineers.row(name)).toBeVisible();

  // An engineer whose documents have expired: the red badges sit inside the cards' muted text.
  const expiredName = `Axe Expired ${Date.now()}`;
  const expired = (await registerEngineer(E2E.baseUrl, expiredName)) as {
    id: number;
    email: string;
  };
  const mobile = await mobileApp(expired.email);
  const saved = await mobile.put('/api/engineers/me', {
    data: {
      profile: {
        idDocuments: [
          { doc_type: 'Passport', issue_date: '2015-01-10', expiry_date: '2025-01-10' },
        ],
        rightToWork: [
          { visa_types: 'Skilled Worker', issue_date: '2020-03-01', expiry_date: '2024-03-01' },
        ],
      },
    },
  });
  expect(saved.ok()).toBe(true);
  await mobile.dispose();

  await engineers.openDetail(expired.id);
  await expect(engineers.heading(expiredName)).toBeVisible();
  await expect(
    engineers.section('Right To Work').getByText('Expired', { exact: true }),
  ).toBeVisible();
  await expect(
    engineers.section('ID Documents').getByText('Expired', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'engineer detail with expired documents');
});

test('the tickets list, calendar, details dialog and form pass axe in both themes @mf-tickets', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInStaff(page);
  // Today's list in the calendar then shows a status badge (a new ticket is Offered).
  await ticketsOnDay(page, new Date().toISOString().slice(0, 10), 1, 'Calendar day');
  const tickets = new TicketsPage(page);
  await tickets.open();
  // The demo data's tickets.
  const firstCode = page
    .getByRole('table', { name: 'Tickets' })
    .getByRole('button', { name: /^Actions for / })
    .first();
  await expect(firstCode).toBeVisible();
  await expectAccessible(page, '/tickets');

  await firstCode.click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const details = tickets.dialog('Ticket Details');
  await expect(details.getByRole('region', { name: 'Work History' })).toBeVisible();
  await expectAccessible(page, 'ticket details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await page.getByRole('button', { name: 'Calendar' }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expectAccessible(page, 'ticket calendar');

  await page
    .getByRole('link', { name: 'Create Ticket' })
    .or(page.getByRole('button', { name: 'Create Ticket' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Ticket' })).toBeVisible();
  await tickets.engineer().click();
  await expect(page.getByRole('listbox', { name: 'Engineers' })).toBeVisible();
  await expectAccessible(page, '/tickets/create with the engineer picker open');
});

test(`the dashboard's calendar, its week view and day panel, and the finance screens pass axe in both themes @mf-admin @mf-engineers @mf-customers`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  const today = new Date().toISOString().slice(0, 10);
  // More tickets on one day than the month grid shows: its "+N more" link is scanned too.
  await ticketsOnDay(page, today, 4, 'Busy day');
  await page.goto('/dashboard');
  // The calendar is its own chunk, loaded after the first paint: scan it once it is there.
  const calendar = page.locator('.fc-daygrid');
  await expect(calendar).toBeVisible();
  await expect(page.getByText(/^Loading.*\.\.\.$/)).toHaveCount(0);
  await expect(page.locator(`.fc-daygrid-day[data-date="${today}"] .trellis-more`)).toBeVisible();
  await expectAccessible(page, '/dashboard with the ticket calendar');
  await page.locator(`.fc-daygrid-day[data-date="${today}"]`).click();
  await expect(page.getByRole('heading', { name: /^Tickets on / })).toBeFocused();
  await expectAccessible(page, `/dashboard with a day's panel`);
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.locator('.fc-timegrid')).toBeVisible();
  await expectAccessible(page, '/dashboard week view');

  for (const [path, heading] of [
    ['/engineer-payout', 'Engineer Payout'],
    ['/customer-receivable', 'Customer Receivables'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/^Loading.*\.\.\.$/)).toHaveCount(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, path);
  }
  // The payout form dialog, on a demo payout.
  await page.goto('/engineer-payout');
  await page
    .getByRole('button', { name: /^Edit bonus and deductions/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Payout' })).toBeVisible();
  await expectAccessible(page, 'Edit Payout dialog');
  await page.keyboard.press('Escape');
});

test('the admin screens and their form dialogs pass axe in both themes @mf-admin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  for (const [path, heading, button] of [
    ['/asset-management', 'Asset Management', 'Add Asset'],
    ['/holiday', 'Holiday', 'Add Holiday'],
    ['/roles', 'Roles', 'Add New Role'],
    ['/system-users', 'System Users', 'Invite User'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The list, not its spinner, is what gets scanned.
    await expect(page.getByText(/^Loading.*\.\.\.$/)).toHaveCount(0);
    await expectAccessible(page, path);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name: button })).toBeVisible();
    await expectAccessible(page, `${button} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
