import assert from 'node:assert/strict';
import {
  dispatchResponseSchema,
  dispatchSuggestionsResponseSchema,
  type DispatchResponse,
  type DispatchSuggestionsResponse,
} from '@trellis/contracts';
import { asManager, asSupport, type SignedIn } from '../helpers/accounts';
import {
  addDays,
  newCustomer,
  newEngineer,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from '../tickets/ticket-factory';

export { addDays, newEngineer, type TestEngineer };

// What the dispatch tests share: an app where an Admin creates tickets (only Admin may), the
// support desk reads the board and assigns, and a Manager edits tickets and decides leave.

export interface DispatchFixture extends TicketFixture {
  support: SignedIn;
  manager: SignedIn;
  customerId: number;
}

export async function dispatchFixture(env: Record<string, string> = {}): Promise<DispatchFixture> {
  const fx = await ticketFixture(env);
  const support = await asSupport(fx.t.app, { username: 'Support Desk' });
  const manager = await asManager(fx.t.app, { username: 'Dispatch Manager' });
  const customerId = (await newCustomer(fx, 'Dispatch Customer Ltd')).id;
  return { ...fx, support, manager, customerId };
}

/** A ticket row written straight into the table (the tickets API has its own tests). */
export async function insertTicket(
  fx: DispatchFixture,
  values: {
    start: string;
    end?: string | null;
    engineerId?: number | null;
    status?: string;
    city?: string;
    country?: string;
    task?: string;
  },
): Promise<number> {
  const [row] = await fx.t
    .db('tickets')
    .insert({
      customer_id: fx.customerId,
      task_name: values.task ?? 'Rack and stack',
      status: values.status ?? 'Accepted',
      currency: 'USD',
      task_start_date: values.start,
      task_end_date: values.end === undefined ? values.start : values.end,
      task_time_hours: 9,
      engineer_id: values.engineerId ?? null,
      city: values.city ?? 'Leeds',
      country: values.country ?? 'United Kingdom',
    })
    .returning('id');
  return (row as { id: number }).id;
}

/** A leave request of the engineer, written straight into the table (approved unless told). */
export async function insertLeave(
  fx: DispatchFixture,
  engineer: { id: number; name: string },
  start: string,
  end: string,
  status = 'approved',
  leaveType = 'Annual Leave',
): Promise<number> {
  const [row] = await fx.t
    .db('leave_requests')
    .insert({
      engineer_id: engineer.id,
      employee_name: engineer.name,
      leave_type: leaveType,
      start_date: start,
      end_date: end,
      status,
    })
    .returning('id');
  return (row as { id: number }).id;
}

export function get(fx: DispatchFixture, url: string, query: object, cookie = fx.support.cookie) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return fx.t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { cookie } });
}

/** GET /api/dispatch as support, asserting 200 and the contract's shape. */
export async function board(fx: DispatchFixture, query: object): Promise<DispatchResponse> {
  const response = await get(fx, '/api/dispatch', query);
  assert.equal(response.statusCode, 200, response.body);
  return dispatchResponseSchema.parse(response.json());
}

/** GET /api/dispatch/suggestions as support, asserting 200 and the contract's shape. */
export async function suggestions(
  fx: DispatchFixture,
  ticketId: number,
  query: object = {},
): Promise<DispatchSuggestionsResponse> {
  const response = await get(fx, '/api/dispatch/suggestions', { ticket_id: ticketId, ...query });
  assert.equal(response.statusCode, 200, response.body);
  return dispatchSuggestionsResponseSchema.parse(response.json());
}

/** PUT /api/tickets/:id as `cookie` (support: the {engineer_id} body), asserting nothing. */
export function putTicket(fx: DispatchFixture, id: number, payload: object, cookie: string) {
  return fx.t.app.inject({
    method: 'PUT',
    url: `/api/tickets/${id}`,
    payload,
    headers: { cookie },
  });
}
