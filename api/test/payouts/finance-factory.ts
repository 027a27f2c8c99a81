import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';
import { createCustomer } from '../customers/customer-factory';
import { registerEngineer } from '../engineers/engineer-helpers';

// What the payout and receivable tests share: an app with a staff session, customers, tickets
// and work logs written straight into the tables (the tickets API has its own tests), and
// requests with a JSON body or a query.

export interface FinanceFixture {
  t: TestApp;
  cookie: string;
}

export async function financeFixture(env: Record<string, string> = {}): Promise<FinanceFixture> {
  const t = await createTestApp(env);
  const { cookie } = await asAdmin(t.app, { username: 'Finance Desk' });
  return { t, cookie };
}

/**
 * Registers the suite's `before` and `after` hooks around a finance fixture with an ear on its
 * realtime events; read the fields inside tests or later hooks, once `before` has run.
 */
export function useFinanceDesk() {
  const desk = {} as FinanceFixture & { events: Awaited<ReturnType<typeof listenToEvents>> };
  before(async () => {
    Object.assign(desk, await financeFixture());
    desk.events = await listenToEvents(desk.t);
  });
  after(async () => {
    await desk.events.close();
    await desk.t.close();
  });
  return desk;
}

export async function newCustomer({ t, cookie }: FinanceFixture, name: string, email?: string) {
  return createCustomer(t, cookie, {
    fields: { name, ...(email ? { account_email: email } : {}) },
  });
}

/** A ticket row of the customer (Closed unless told), with the given rates and currency. */
export async function insertTicket(
  { t }: FinanceFixture,
  customerId: number,
  values: Record<string, string | number | null> = {},
): Promise<number> {
  const [row] = await t
    .db('tickets')
    .insert({
      customer_id: customerId,
      task_name: 'Core switch swap',
      status: 'Closed',
      currency: 'USD',
      ...values,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** Work logs: [engineer, day, start, end, break minutes] on the ticket. */
export async function insertLogs(
  { t }: FinanceFixture,
  ticketId: number,
  entries: [number | null, string, string, string, number?][],
) {
  for (const [engineerId, day, start, end, breakMinutes = 0] of entries)
    await t.db('ticket_work_logs').insert({
      ticket_id: ticketId,
      engineer_id: engineerId,
      work_date: day,
      start_time: start,
      end_time: end,
      break_minutes: breakMinutes,
      status: 'Closed',
    });
}

/** An engineer account with the given pay rate (through the staff Edit form's PUT). */
export async function newEngineer(
  fx: FinanceFixture,
  name: string,
  pay: { pay_rate?: string; pay_currency?: string } = {},
) {
  const engineer = await registerEngineer(fx.t, name);
  if (Object.keys(pay).length > 0) {
    const response = await send(fx, 'PUT', `/api/engineers/${engineer.id}`, pay);
    assert.equal(response.statusCode, 200, response.body);
  }
  return engineer;
}

export function send(
  { t, cookie }: FinanceFixture,
  method: 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** GET `url` with a query, asserting 200. */
export async function getJson<T>(
  { t, cookie }: FinanceFixture,
  url: string,
  query: Record<string, string | number> = {},
): Promise<T> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { cookie } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as T;
}

/** GET a CSV export with a query, asserting 200 and the download headers. */
export async function getCsv(
  { t, cookie }: FinanceFixture,
  url: string,
  query: Record<string, string | number> = {},
): Promise<string> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { cookie } });
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/csv/);
  assert.match(String(response.headers['content-disposition']), /^attachment; filename=".+\.csv"/);
  return response.body;
}

/** A date `days` from the database's today (the business today). */
export async function sqlDay({ t }: FinanceFixture, days = 0): Promise<string> {
  const { rows } = await t.db.raw<{ rows: { day: string }[] }>(
    'select (current_date + ?::int)::text as day',
    [days],
  );
  return rows[0]!.day;
}
