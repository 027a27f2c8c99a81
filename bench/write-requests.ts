// The writes the benches send: a customer, a lead and a ticket, each as its form posts it.
import { multipart } from '../api/test/helpers/multipart';
import { isoDay } from './api-targets';
import { BENCH_PUBLIC_URL } from './api-servers';
import type { LoadOptions } from './load-slices';

/** One customer, as the form posts it (multipart), with an Origin matching PUBLIC_URL. */
export function createCustomerRequest(cookie: string): LoadOptions {
  const body = multipart({
    type: 'Company',
    name: 'Bench Write Ltd',
    account_email: 'bench-write@bench.local',
    status: 'Active',
    persons: JSON.stringify([
      { person_name: 'Bench Person', person_email: 'bp@bench.local', person_contact: '+1 555 0' },
    ]),
  });
  return {
    method: 'POST',
    body: body.payload,
    headers: { ...body.headers, cookie, origin: BENCH_PUBLIC_URL },
  };
}

/** A day three days ahead: a lead's or ticket's start date, never in the past in any zone. */
const writeDay = isoDay(new Date(Date.now() + 3 * 86_400_000));

/** The form's other fields, empty as the form sends them. */
const NO_MORE = Object.fromEntries(
  ['address_line_2', 'monthly_rate', 'agreed_rate', 'travel_cost_day', 'total_cost', 'tools'].map(
    (k) => [k, ''],
  ),
);

/**
 * Leads as the form posts them (JSON), each request for the next of `customers` in turn: writers
 * spread over customers as a business's are, rather than all on one customer's rows.
 */
export function createLeadRequests(cookie: string, customers: readonly number[]): LoadOptions {
  const bodies = customers.map((customer) => ({
    payload: Buffer.from(
      JSON.stringify({
        task_name: 'Bench Write Lead',
        customer_id: customer,
        lead_type: 'Full time',
        end_client_name: 'Bench Client',
        task_start_date: writeDay,
        task_end_date: writeDay,
        task_time_hours: '8',
        city: 'London',
        country: 'United Kingdom',
        timezone: 'UTC+00:00',
        scope_of_work: 'Bench work',
        apartment: 'Unit 1',
        address_line_1: '1 Bench Way',
        zip_code: 'EC1A 1BB',
        currency: 'EUR',
        hourly_rate: '55',
        half_day_rate: '200',
        full_day_rate: '380',
        status: 'BID',
        reschedule_date: '',
        ...NO_MORE,
      }),
    ),
    headers: { 'content-type': 'application/json' },
  }));
  return inTurn(cookie, bodies);
}

/** A ticket a customer asks for and the engineer it is assigned to. */
export interface TicketAssignment {
  customer: number;
  engineer: number;
}

/**
 * Tickets as the form posts them (multipart), each request the next of `assignments` in turn:
 * writers spread over customers and engineers as a business's are, rather than all queueing on
 * one customer's and one engineer's rows.
 */
export function createTicketRequests(
  cookie: string,
  assignments: readonly TicketAssignment[],
): LoadOptions {
  const bodies = assignments.map(({ customer, engineer }) =>
    multipart({
      customer_id: String(customer),
      lead_id: '',
      task_name: 'Bench Write Ticket',
      task_start_date: writeDay,
      task_end_date: writeDay,
      task_time_hours: '8',
      scope_of_work: 'Bench work',
      priority: '',
      engineer_id: String(engineer),
      apartment: 'Unit 1',
      address_line_1: '1 Bench Way',
      city: 'Leeds',
      country: 'United Kingdom',
      zip_code: 'LS1 4DY',
      timezone: 'UTC+00:00',
      poc_details: '',
      re_details: '',
      call_invites: '',
      currency: 'USD',
      hourly_rate: '50',
      half_day_rate: '180',
      full_day_rate: '350',
      tool_cost: '',
      ...NO_MORE,
    }),
  );
  return inTurn(cookie, bodies);
}

/** Each request sends the next of `bodies` in turn, with the cookie and a matching Origin. */
function inTurn(
  cookie: string,
  bodies: readonly { payload: Buffer | string; headers: Record<string, string> }[],
): LoadOptions {
  let sent = 0;
  return {
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const body = bodies[sent++ % bodies.length]!;
          return {
            ...request,
            body: body.payload,
            headers: { ...body.headers, cookie, origin: BENCH_PUBLIC_URL },
          };
        },
      },
    ],
  };
}
