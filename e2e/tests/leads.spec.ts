import { expect, test, type Page } from '@playwright/test';
import { LeadsPage } from '../pages/leads-page';
import { signedInStaff } from '../support/accounts';

/** A freelancer customer made through its form; back on /customers. */
async function addCustomer(page: Page, name: string) {
  await page.goto('/customers/add');
  await page.getByRole('radio', { name: 'Freelancer' }).check();
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Account Email').fill(`leads.${Date.now()}@e2e.test`);
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
}

test('a lead from a customer row: prefilled, saved as BID, rescheduled with a reason, confirmed with Create Ticket @mf-leads @mf-customers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInStaff(page);
  const leads = new LeadsPage(page);
  const customer = `Lead Journey ${Date.now()}`;
  const taskName = `Rack install ${Date.now()}`;
  await addCustomer(page, customer);

  // 1. The customer row's Create Lead opens the lead form of the other remote.
  await page.getByRole('button', { name: `Create Lead for ${customer}` }).click();
  await expect(page).toHaveURL(/\/leads\/add\?customerId=\d+&customerName=/);

  // 2. Prefilled: the customer from the address, and the form's defaults.
  await expect(leads.customer()).toHaveValue(customer);
  await expect(leads.field('Currency')).toHaveValue('EUR');
  await expect(leads.field('Lead Type')).toHaveValue('Full time');
  await expect(leads.timeZone()).toHaveValue(/^UTC\+00:00/);
  await expect(leads.field('Task Start Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const start = await leads.field('Task Start Date').inputValue();

  // 3. Save: back on the list, as BID.
  await leads.fillLead({
    taskName,
    endClient: 'Globex Retail',
    endDate: start,
    taskTime: '09:00',
    scope: 'Install and test two racks',
    apartment: 'Unit 4',
    address: '1 Main Street',
    city: 'London',
    country: 'United Kingdom',
    zip: 'EC1A 1BB',
    hourly: '55',
    halfDay: '200',
    fullDay: '380.50',
  });
  await page.getByRole('button', { name: 'Create Lead' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await leads.search().fill(taskName);
  await leads.search().press('Enter');
  const row = leads.row(taskName);
  await expect(row).toBeVisible();
  await expect(row).toContainText(customer);
  await expect(row.getByRole('button', { name: /^BID: Change Status of/ })).toBeVisible();
  await expect(row).not.toContainText('Follow-up');

  // 4. Reschedule with a follow-up date and a reason.
  const status = await leads.openStatus(taskName);
  await leads.changeStatus(status, 'Reschedule', {
    followUp: start,
    reason: 'Site closed for inspection',
  });
  await expect(status).toBeHidden();

  // 5. 'Follow-up' on the row; the change, with its reason, in the details modal's History.
  await expect(row.getByText('Follow-up', { exact: true })).toBeVisible();
  await leads.action(taskName, 'View');
  const details = leads.dialog('Lead details');
  const history = details.getByRole('list', { name: 'History' });
  const rescheduled = history.getByRole('listitem').first();
  await expect(rescheduled).toContainText('changed Status, Reschedule date, Reason');
  await rescheduled.getByRole('button', { name: 'Details' }).click();
  await expect(rescheduled).toContainText('Site closed for inspection');
  await expect(details).toContainText('United Kingdom');

  // 6. Confirm from the details modal: the row offers Create Ticket.
  await details.getByRole('button', { name: 'Change Status' }).click();
  const confirm = leads.dialog('Change Status');
  await leads.changeStatus(confirm, 'Confirmed');
  await expect(confirm).toBeHidden();
  // The trail announces the change: the open History shows it without a reload.
  await expect(history.getByRole('listitem').first()).toContainText(
    'Status from Reschedule to Confirm',
  );
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).not.toContainText('Follow-up');
  const createTicket = row.getByRole('link', { name: /Create Ticket/ });
  await expect(createTicket).toBeVisible();
  await expect(createTicket).toHaveAttribute(
    'href',
    /^\/tickets\/create\?leadId=\d+&customerId=\d+$/,
  );
});
