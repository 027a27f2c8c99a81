import assert from 'node:assert/strict';
import type {
  LeadDetail,
  Ticket,
  TicketListResponse,
  WorkLogListResponse,
} from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { recordCalls } from '../helpers/record-calls';
import { listenToEvents as listenToAll } from '../helpers/realtime-listener';
import { createCustomer } from '../customers/customer-factory';
import { addDays, createLead, todayOf } from '../leads/lead-factory';
import { mobileSession, putProfile, registerEngineer } from '../engineers/engineer-helpers';

export { addDays, todayOf };
export type FilePart = NonNullable<Parameters<typeof multipart>[1]>[number];

export interface TicketFixture {
  t: TestApp;
  /** A staff session. */
  cookie: string;
  today: string;
}

/** An app with a signed-in staff account. */
export async function ticketFixture(env: Record<string, string> = {}): Promise<TicketFixture> {
  const t = await createTestApp(env);
  const { cookie } = await asAdmin(t.app, { username: 'Ticket Desk' });
  return { t, cookie, today: todayOf(t) };
}

export async function newCustomer({ t, cookie }: TicketFixture, name = 'Ticket Customer Ltd') {
  return createCustomer(t, cookie, { fields: { name } });
}

export interface TestEngineer {
  id: number;
  name: string;
  email: string;
  /** The engineer's mobile-app session. */
  mobile: string;
}

/**
 * An Active engineer signed in on the mobile API; `rightToWorkExpiry` writes a right-to-work
 * entry expiring that day through PUT /api/engineers/me (the compliance rule reads it).
 */
export async function newEngineer(
  { t }: TicketFixture,
  name = 'Field Engineer',
  rightToWorkExpiry?: string,
): Promise<TestEngineer> {
  const engineer = await registerEngineer(t, name);
  const mobile = await mobileSession(t, engineer.email);
  if (rightToWorkExpiry) {
    const response = await putProfile(t, mobile, {
      rightToWork: [
        { visa_types: 'Tier 2', issue_date: '2020-01-01', expiry_date: rightToWorkExpiry },
      ],
    });
    assert.equal(response.statusCode, 200, response.body);
  }
  return { ...engineer, mobile };
}

/** A Confirm lead of the customer, as the leads module makes it. */
export async function confirmedLead(
  { t, cookie }: TicketFixture,
  customerId: number,
  overrides: Record<string, unknown> = {},
): Promise<LeadDetail> {
  return createLead({ t, cookie }, { customer_id: customerId, status: 'Confirm', ...overrides });
}

/** Every text part of the create form, valid, as strings (what multipart sends). */
export function ticketFields(
  today: string,
  ids: { customerId: number; engineerId: number; leadId?: number | null },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    customer_id: String(ids.customerId),
    lead_id: ids.leadId ? String(ids.leadId) : '',
    task_name: 'Replace core switch',
    task_start_date: addDays(today, 5),
    task_end_date: addDays(today, 6),
    task_time_hours: '9',
    scope_of_work: 'Swap the core switch and test every uplink',
    priority: '',
    engineer_id: String(ids.engineerId),
    apartment: 'Floor 2',
    address_line_1: '10 Station Road',
    address_line_2: '',
    city: 'Leeds',
    country: 'United Kingdom',
    zip_code: 'LS1 4DY',
    timezone: 'UTC+00:00',
    poc_details: 'Sam, +44 113 000 0000',
    re_details: '',
    call_invites: '',
    currency: 'USD',
    hourly_rate: '50',
    half_day_rate: '180',
    full_day_rate: '350',
    monthly_rate: '',
    agreed_rate: '',
    travel_cost_day: '25.5',
    tool_cost: '12',
    tools: 'Console cable',
    ...overrides,
  };
}

/** POST /api/tickets as the form sends it (multipart), asserting nothing. */
export function sendTicket(
  { t, cookie }: TicketFixture,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    payload: body.payload,
    headers: { ...body.headers, cookie, ...headers },
  });
}

/** Creates a ticket through the API and answers it. */
export async function createTicket(
  fixture: TicketFixture,
  ids: { customerId: number; engineerId: number; leadId?: number | null },
  overrides: Record<string, string> = {},
  files: FilePart[] = [],
): Promise<Ticket> {
  const response = await sendTicket(fixture, ticketFields(fixture.today, ids, overrides), files);
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Ticket;
}

export function putTicket({ t, cookie }: TicketFixture, id: number | string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${id}`,
    payload,
    headers: { cookie },
  });
}

export const { get: getTicket, remove: deleteTicket } = recordCalls('/api/tickets');

/** GET `url` with a query (arrays repeat the parameter), asserting 200. */
export async function getJson<T>(
  { t }: { t: TestApp },
  cookie: string,
  url: string,
  query: Record<string, string | number | (string | number)[]> = {},
): Promise<T> {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of [value].flat()) qs.append(key, String(one));
  const response = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { cookie } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as T;
}

export const listTickets = (
  fixture: TicketFixture,
  query: Record<string, string | number | (string | number)[]> = {},
) => getJson<TicketListResponse>(fixture, fixture.cookie, '/api/tickets', query);

/** POST /api/tickets/:id/work-logs (staff), asserting nothing. */
export function postWorkLog(
  { t, cookie }: TicketFixture,
  ticketId: number,
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tickets/${ticketId}/work-logs`,
    payload,
    headers: { cookie },
  });
}

export async function workLogs(fixture: TicketFixture, ticketId: number) {
  return getJson<WorkLogListResponse>(
    fixture,
    fixture.cookie,
    `/api/tickets/${ticketId}/work-logs`,
  );
}

/** Rows in each of `tables`. */
export async function rowCounts(t: TestApp, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db(table).count<{ n: number }[]>({ n: '*' }).first();
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** What the API publishes; `waitFor` answers the first event of that name whose data matches. */
export async function listenToEvents(t: TestApp) {
  const heard = await listenToAll(t);
  const waitFor = (event: string, match: (data: Record<string, unknown>) => boolean) =>
    heard.waitForFirst(event, (e) => match(e.data));
  return { events: heard.events, waitFor, close: heard.close };
}
