import {
  businessToday,
  type LeadBodyInput,
  type LeadDetail,
  type LeadListResponse,
} from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';
import { createCustomer } from '../customers/customer-factory';
import { createdRecord, recordCalls, type SignedInApp } from '../helpers/record-calls';

/** The business today of the app under test (APP_TIME_ZONE), as the API's date rules see it. */
export const todayOf = (t: TestApp) => businessToday(t.config.APP_TIME_ZONE);

/** `days` after `day` (both YYYY-MM-DD); negative goes back. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A complete, valid body as the lead form sends it (task time as a string, as old clients do). */
export function leadBody(
  today: string,
  customerId: number,
  overrides: Partial<Record<keyof LeadBodyInput, unknown>> = {},
): Record<string, unknown> {
  return {
    task_name: 'Rack install',
    customer_id: customerId,
    lead_type: 'Full time',
    end_client_name: 'Globex Retail',
    client_ticket_number: 'CL-1001',
    task_start_date: addDays(today, 3),
    task_end_date: addDays(today, 4),
    task_time_hours: '9',
    scope_of_work: 'Install and cable two racks',
    apartment: 'Unit 4',
    address_line_1: '1 Data Way',
    address_line_2: '',
    city: 'London',
    country: 'United Kingdom',
    zip_code: 'EC1A 1BB',
    timezone: 'UTC+00:00',
    currency: 'EUR',
    hourly_rate: '55',
    half_day_rate: '200.5',
    full_day_rate: 380,
    monthly_rate: '',
    agreed_rate: '',
    tools: 'Crimper',
    travel_cost_day: '',
    total_cost: '',
    status: 'BID',
    reschedule_date: '',
    ...overrides,
  };
}

export type LeadFixture = SignedInApp;

export const {
  send: sendLead,
  get: getLead,
  list: listLeads,
} = recordCalls<LeadListResponse>('/api/leads');

/** A customer to hang leads on. */
export async function newCustomer({ t, cookie }: LeadFixture, name = 'Lead Customer Ltd') {
  return createCustomer(t, cookie, { fields: { name } });
}

/** Creates a lead through the API (for `customerId`, or a new customer) and answers its detail. */
export async function createLead(
  fixture: LeadFixture,
  overrides: Partial<Record<keyof LeadBodyInput, unknown>> = {},
): Promise<LeadDetail> {
  const customerId =
    (overrides.customer_id as number | undefined) ?? (await newCustomer(fixture)).id;
  const body = leadBody(todayOf(fixture.t), customerId, { ...overrides, customer_id: customerId });
  return createdRecord<LeadDetail>(await sendLead(fixture, body));
}

/** PUT /api/leads/:id with the status modal's body, asserting nothing. */
export function changeStatus(
  fixture: LeadFixture,
  id: number,
  change: { status: string; reschedule_date?: string | null; reason?: string | null },
) {
  return sendLead(fixture, change, id);
}

/** A ticket made from the lead (the tickets module's write, done here in SQL). */
export async function addTicketFor(t: TestApp, lead: { id: number; customer_id: number }) {
  const [row] = await t
    .db('tickets')
    .insert({ lead_id: lead.id, customer_id: lead.customer_id, task_name: 'From lead' })
    .returning('id');
  return (row as { id: number }).id;
}

/** The lead's status history as stored, oldest first. */
export async function historyRows(t: TestApp, leadId: number) {
  return t
    .db('lead_status_changes')
    .where({ lead_id: leadId })
    .orderBy('id')
    .select('from_status', 'to_status', 'reschedule_date', 'reason', 'changed_by');
}
