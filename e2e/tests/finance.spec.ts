import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DashboardPage, PayoutsPage, ReceivablesPage } from '../pages/finance-pages';
import { TicketsPage } from '../pages/tickets-page';
import { PASSWORD, signedInStaff, uniqueEmail } from '../support/accounts';
import { E2E } from '../support/environment';
import { ticketFields } from '../support/tickets';

// The money chain (issue 11): a Closed ticket's rates and logged hours become the
// customer's invoice, the engineer's logged hours become their payout, both export as CSV, the
// dashboard's figures follow, and a leave asked for on the phone reaches the dashboard live.

/** The business day (the e2e server runs in UTC). */
const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);
const dayOfMonth = (day: number) => `${thisMonth()}-${String(day).padStart(2, '0')}`;
const dayFromToday = (offset: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

/** Intl's "GBP 1,530.00" may hold a no-break space: any space matches. */
const money = (currency: string, amount: string) => new RegExp(`${currency}\\s?${amount}`);

/** What the staff browser sends: its cookies, and the Origin the API checks on writes. */
const write = { headers: { Origin: E2E.baseUrl } };

interface Money {
  currency: string;
  amount: string;
}
interface DashboardFigures {
  current: {
    customer_receivables: Money[];
    engineer_payout: Money[];
  };
}

/** This month's figure of `field` in GBP, as the API answers the dashboard. */
async function gbpThisMonth(page: Page, field: keyof DashboardFigures['current']) {
  const [year, month] = thisMonth().split('-').map(Number);
  const response = await page.request.get(`/api/dashboard?month=${month}&year=${year}`);
  expect(response.ok()).toBe(true);
  const figures = (await response.json()) as DashboardFigures;
  return Number(figures.current[field].find((m) => m.currency === 'GBP')?.amount ?? 0);
}

const twoDecimals = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A Closed ticket with two logged days, made through the API as staff and an engineer would:
 * day 1 08:00–18:30 (10.5 h: a full day; 2.5 h overtime), day 2 09:00–12:00 (3 h: a half day).
 */
async function closedTicketWithHours(page: Page, stamp: number) {
  const engineerName = `Payroll Engineer ${stamp}`;
  const engineerEmail = uniqueEmail('payroll');
  const registered = await page.request.post('/api/auth/register', {
    ...write,
    data: { username: engineerName, email: engineerEmail, password: PASSWORD, role: 'engineer' },
  });
  expect(registered.status()).toBe(201);
  const engineer = (await registered.json()) as { id: number };
  // The pay rate is the engineer Edit form's: £40 an hour.
  const rate = await page.request.put(`/api/engineers/${engineer.id}`, {
    ...write,
    data: { pay_rate: '40', pay_currency: 'GBP' },
  });
  expect(rate.ok(), await rate.text()).toBe(true);

  const customerName = `Money Chain Ltd ${stamp}`;
  const customer = await page.request.post('/api/customers', {
    ...write,
    multipart: { type: 'Company', name: customerName, account_email: `ap.${stamp}@e2e.test` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;

  const taskName = `Billable survey ${stamp}`;
  const created = await page.request.post('/api/tickets', {
    ...write,
    multipart: ticketFields({
      customer_id: String(customerId),
      task_name: taskName,
      task_start_date: today(),
      task_end_date: dayFromToday(1),
      task_time_hours: '8',
      scope_of_work: 'Survey the site and cable the racks',
      priority: 'Medium',
      engineer_id: String(engineer.id),
      apartment: 'Unit 3',
      address_line_1: '1 Ledger Lane',
      tool_cost: '25',
      tools: 'Cable tester',
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticket = (await created.json()) as { id: number; code: string };
  for (const [day, start, end] of [
    [1, '08:00', '18:30'],
    [2, '09:00', '12:00'],
  ] as const) {
    const logged = await page.request.post(`/api/tickets/${ticket.id}/work-logs`, {
      ...write,
      data: { work_date: dayOfMonth(day), start_time: start, end_time: end, status: 'Accepted' },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  }
  const closed = await page.request.put(`/api/tickets/${ticket.id}`, {
    ...write,
    data: { status: 'Closed' },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  return { ticket, engineerName, engineerEmail, customerName };
}

async function signedInMobile(email: string): Promise<APIRequestContext> {
  const mobile = await request.newContext({
    baseURL: E2E.baseUrl,
    extraHTTPHeaders: { Origin: E2E.baseUrl },
  });
  const login = await mobile.post('/api/engineers/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return mobile;
}

/** The lines of the CSV a click on 'Export Report' downloads. */
async function downloadedCsv(page: Page, click: () => Promise<void>): Promise<string[]> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  return text.trim().split(/\r?\n/);
}

test('money chain: a closed ticket becomes an invoice and a payout, both exported, the dashboard follows, and a leave arrives live @mf-admin @mf-tickets @mf-customers @mf-engineers', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  await signedInStaff(page);
  const { ticket, engineerName, engineerEmail, customerName } = await closedTicketWithHours(
    page,
    stamp,
  );
  const receivablesBefore = await gbpThisMonth(page, 'customer_receivables');

  // 1–2. 'Create invoice' in the ticket's details: full day 400 + half day 200, travel 2 × 30,
  // tools 25 once = £685.00, due in 30 days.
  const tickets = new TicketsPage(page);
  await tickets.open();
  await tickets.find(ticket.code);
  await tickets.action(ticket.code, 'View');
  const details = tickets.dialog('Ticket Details');
  await details.getByRole('button', { name: 'Create invoice' }).click();
  const created = details.getByRole('status').filter({ hasText: /Invoice INV-/ });
  await expect(created).toContainText('£685.00');
  const invoice = (await created.textContent())!.match(/INV-[\w-]+/)![0];
  await page.keyboard.press('Escape');

  const receivables = new ReceivablesPage(page);
  await receivables.open();
  await expect(receivables.heading()).toBeVisible();
  await receivables.find(invoice);
  const row = receivables.row(invoice);
  await expect(row).toContainText(customerName);
  await expect(row).toContainText('£685.00');
  await expect(row).toContainText('Pending');

  // 3. 'Generate payouts' for the month: 13.5 h worked, 2.5 h of them overtime;
  // base 11 × 40 = 440, overtime 2.5 × 1.5 × 40 = 150: £590.00.
  const payouts = new PayoutsPage(page);
  await payouts.open(thisMonth());
  await expect(payouts.heading()).toBeVisible();
  await payouts.generate().click();
  await expect(
    page.getByText(new RegExp(`^Payouts for ${thisMonth()}: \\d+ created`)),
  ).toBeVisible();
  await payouts.find(engineerName);
  const payout = payouts.row(engineerName);
  await expect(payout).toContainText('13.5');
  await expect(payout).toContainText('2.5');
  await expect(payout).toContainText('£440.00');
  await expect(payout).toContainText('£150.00');
  await expect(payout).toContainText('£590.00');
  await expect(payout).toContainText('Pending');

  // 4. Both exports carry exactly the filtered rows, with their currency.
  const payoutCsv = await downloadedCsv(page, () => payouts.exportReport().click());
  expect(payoutCsv).toHaveLength(2); // the header and the one engineer the search keeps
  expect(payoutCsv[0]).toContain('Currency');
  for (const value of [engineerName, ',GBP,', ',13.50,', ',590.00,'])
    expect(payoutCsv[1]).toContain(value);

  await receivables.open();
  await receivables.find(invoice);
  await expect(receivables.row(invoice)).toBeVisible();
  const receivableCsv = await downloadedCsv(page, () => receivables.exportReport().click());
  expect(receivableCsv).toHaveLength(2);
  expect(receivableCsv[0]).toContain('Currency');
  for (const value of [invoice, customerName, ',GBP,', ',685.00,', ',pending,'])
    expect(receivableCsv[1]).toContain(value);

  // 5. The dashboard's cards for this month carry the new figures.
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.heading()).toBeVisible();
  await expect(dashboard.card('Customer Receivables')).toContainText(
    money('GBP', twoDecimals(receivablesBefore + 685)),
  );
  // 'Generate payouts' also paid the month of the demo engineers who logged hours: the card is
  // the sum of every GBP payout of the month, as the payouts list answers it.
  const monthPayouts = await page.request.get(`/api/payouts?month=${thisMonth()}&limit=1000`);
  const { items } = (await monthPayouts.json()) as {
    items: { engineer_name: string; currency: string; total: string }[];
  };
  expect(items.find((p) => p.engineer_name === engineerName)?.total).toBe('590.00');
  const gbpTotal = items
    .filter((p) => p.currency === 'GBP')
    .reduce((sum, p) => sum + Math.round(Number(p.total) * 100), 0);
  await expect(dashboard.card('Engineer Payout')).toContainText(
    money('GBP', twoDecimals(gbpTotal / 100)),
  );

  // 6. The engineer asks for leave on the phone: the panel lists it and the Leaves badge
  // rises, without a reload.
  const shell = new AppShell(page);
  const badge = shell.badge('leaves');
  const before = Number((await badge.textContent()) ?? '0');
  const mobile = await signedInMobile(engineerEmail);
  const asked = await mobile.post('/api/engineers/me/leaves', {
    data: {
      leave_type: 'Annual Leave',
      start_date: dayFromToday(1),
      end_date: dayFromToday(2),
      reason: 'Family visit',
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await expect(dashboard.leaves()).toContainText(engineerName, { timeout: 5_000 });
  await expect(badge).toHaveText(String(before + 1), { timeout: 5_000 });
  await mobile.dispose();
});
