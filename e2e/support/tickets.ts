import { expect, type Page } from '@playwright/test';
import { registerEngineer, writeTo } from './accounts';
import { E2E } from './environment';

/**
 * A ticket's multipart fields as the create form sends them: a Leeds site, GBP rates, and
 * whatever `fields` sets (customer, engineer, task, dates at least).
 */
export function ticketFields(fields: Record<string, string>): Record<string, string> {
  return {
    task_time_hours: '2',
    scope_of_work: 'Check the site',
    priority: 'Low',
    apartment: 'Unit 1',
    address_line_1: '1 Busy Street',
    city: 'Leeds',
    country: 'United Kingdom',
    zip_code: 'LS1 1AA',
    timezone: 'UTC+00:00',
    currency: 'GBP',
    hourly_rate: '50',
    half_day_rate: '200',
    full_day_rate: '400',
    travel_cost_day: '30',
    tool_cost: '0',
    tools: 'None',
    poc_details: 'Sam, +44 113 000 0000',
    ...fields,
  };
}

/**
 * An invoice waiting to be paid: a new customer's ticket, closed, billed through the API by the
 * page's signed-in account (which needs Create and Update). Answers the invoice number.
 */
export async function pendingInvoice(page: Page, label: string) {
  const customer = await page.request.post('/api/customers', {
    ...writeTo(),
    multipart: { type: 'Company', name: `${label} Ltd`, account_email: `${Date.now()}@e2e.test` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const engineer = (await registerEngineer(E2E.baseUrl, `${label} Engineer`)) as { id: number };
  const day = new Date().toISOString().slice(0, 10);
  const created = await page.request.post('/api/tickets', {
    ...writeTo(),
    multipart: ticketFields({
      customer_id: String(((await customer.json()) as { id: number }).id),
      task_name: `${label} visit`,
      task_start_date: day,
      task_end_date: day,
      engineer_id: String(engineer.id),
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const ticket = (await created.json()) as { id: number };
  const closed = await page.request.put(`/api/tickets/${ticket.id}`, {
    ...writeTo(),
    data: { status: 'Closed' },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  const invoice = await page.request.post('/api/receivables', {
    ...writeTo(),
    data: { ticket_id: ticket.id },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return ((await invoice.json()) as { invoice_number: string }).invoice_number;
}

/**
 * `count` tickets of a new customer and engineer, all on `day` (YYYY-MM-DD), created through the API by the
 * page's signed-in account (which needs Create): a calendar day fuller than it shows.
 */
export async function ticketsOnDay(page: Page, day: string, count: number, label: string) {
  const customer = await page.request.post('/api/customers', {
    ...writeTo(),
    multipart: { type: 'Company', name: `${label} Ltd`, account_email: `${Date.now()}@e2e.test` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = String(((await customer.json()) as { id: number }).id);
  const engineer = (await registerEngineer(E2E.baseUrl, `${label} Engineer`)) as { id: number };
  for (let n = 1; n <= count; n += 1) {
    const created = await page.request.post('/api/tickets', {
      ...writeTo(),
      multipart: ticketFields({
        customer_id: customerId,
        task_name: `${label} visit ${n}`,
        task_start_date: day,
        task_end_date: day,
        engineer_id: String(engineer.id),
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}
