import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Counts, LeaveListResponse, LeaveRequest } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asManager, type SignedIn } from '../helpers/accounts';
import { listenToEvents } from '../helpers/realtime-listener';
import { mobileSession, registerEngineer } from '../engineers/engineer-helpers';
import { addDays, todayOf } from '../leads/lead-factory';

export { addDays };

export interface LeaveFixture {
  t: TestApp;
  staff: SignedIn;
  today: string;
  events: Awaited<ReturnType<typeof listenToEvents>>;
}

/** An app with a signed-in staff account, listening to what the API publishes. */
export async function leaveFixture(env: Record<string, string> = {}): Promise<LeaveFixture> {
  const t = await createTestApp(env);
  const staff = await asManager(t.app, { username: 'Leave Desk' });
  return { t, staff, today: todayOf(t), events: await listenToEvents(t) };
}

export async function closeFixture(fx: LeaveFixture) {
  await fx.events.close();
  await fx.t.close();
}

/**
 * Registers the suite's `before` and `after` hooks around a leave fixture; read its fields inside
 * tests or later hooks, once `before` has run.
 */
export function useLeaveFixture(): LeaveFixture {
  const fx = {} as LeaveFixture;
  before(async () => {
    Object.assign(fx, await leaveFixture());
  });
  after(() => closeFixture(fx));
  return fx;
}

export interface MobileEngineer {
  id: number;
  name: string;
  /** The engineer's mobile-app session. */
  mobile: string;
}

export async function newEngineer({ t }: LeaveFixture, name: string): Promise<MobileEngineer> {
  const engineer = await registerEngineer(t, name);
  return { id: engineer.id, name, mobile: await mobileSession(t, engineer.email) };
}

/** POST /api/engineers/me/leaves with `cookie`, asserting nothing. */
export function sendLeave({ t }: LeaveFixture, cookie: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/engineers/me/leaves',
    payload,
    headers: { cookie },
  });
}

/** A valid request starting `fromToday` days ahead, for `days` days. */
export function leaveBody(fx: LeaveFixture, fromToday = 2, days = 2, overrides: object = {}) {
  return {
    leave_type: 'Annual Leave',
    start_date: addDays(fx.today, fromToday),
    end_date: addDays(fx.today, fromToday + days - 1),
    reason: 'Family visit',
    ...overrides,
  };
}

export async function requestLeave(
  fx: LeaveFixture,
  engineer: MobileEngineer,
  overrides: object = {},
): Promise<LeaveRequest> {
  const response = await sendLeave(fx, engineer.mobile, leaveBody(fx, 2, 2, overrides));
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as LeaveRequest;
}

/** GET `url` with a query as `cookie` (staff by default), asserting 200. */
export async function getJson<T>(
  fx: LeaveFixture,
  url: string,
  query: Record<string, string | number> = {},
  cookie = fx.staff.cookie,
): Promise<T> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await fx.t.app.inject({
    method: 'GET',
    url: `${url}?${qs}`,
    headers: { cookie },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as T;
}

export const staffLeaves = (fx: LeaveFixture, query: Record<string, string | number> = {}) =>
  getJson<LeaveListResponse>(fx, '/api/leave-requests', query);

export const counts = (fx: LeaveFixture) => getJson<Counts>(fx, '/api/counts');

/** PUT /api/leave-requests/:id as staff, asserting nothing. */
export function decide(fx: LeaveFixture, id: number | string, status: string) {
  return fx.t.app.inject({
    method: 'PUT',
    url: `/api/leave-requests/${id}`,
    payload: { status },
    headers: { cookie: fx.staff.cookie },
  });
}
