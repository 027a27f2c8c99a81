import assert from 'node:assert/strict';
import { attendanceResponseSchema, type AttendanceResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asSupport, type SignedIn } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { registerEngineer } from '../engineers/engineer-helpers';

// A month of attendance (March 2026) written straight into the tables: work logs, leave,
// tickets and holidays; the support desk reads it.

export const MONTH = '2026-03';

export interface AttendanceFixture {
  t: TestApp;
  support: SignedIn;
  engineers: Record<'ann' | 'bo' | 'cy' | 'dan', number>;
}

async function insert(t: TestApp, table: string, values: Record<string, unknown>) {
  const [row] = await t.db(table).insert(values).returning('id');
  return (row as { id: number }).id;
}

export async function attendanceFixture(): Promise<AttendanceFixture> {
  const t = await createTestApp();
  const support = await asSupport(t.app, { username: 'Attendance Desk' });
  const engineers = {
    ann: (await registerEngineer(t, 'Ann Attend')).id,
    bo: (await registerEngineer(t, 'Bo Attend')).id,
    cy: (await registerEngineer(t, 'Cy Attend')).id,
    dan: (await registerEngineer(t, 'Dan Idle')).id,
  };
  const admin = await asAdmin(t.app);
  const customer = await createCustomer(t, admin.cookie, { fields: { name: 'Site Owner' } });
  const ticket = (engineerId: number, country: string, start: string, end: string) =>
    insert(t, 'tickets', {
      customer_id: customer.id,
      task_name: 'Survey',
      status: 'In Progress',
      currency: 'EUR',
      engineer_id: engineerId,
      country,
      task_start_date: start,
      task_end_date: end,
    });
  const log = (ticketId: number, engineerId: number, day: string, span: string, pause = 0) =>
    insert(t, 'ticket_work_logs', {
      ticket_id: ticketId,
      engineer_id: engineerId,
      work_date: day,
      start_time: span.split('-')[0],
      end_time: span.split('-')[1],
      break_minutes: pause,
      status: 'In Progress',
    });
  const berlin = await ticket(engineers.ann, 'Germany', '2026-03-01', '2026-03-05');
  await ticket(engineers.ann, 'United Kingdom', '2026-03-16', '2026-03-18');
  await log(berlin, engineers.ann, '2026-03-02', '08:00-12:00');
  await log(berlin, engineers.ann, '2026-03-02', '13:00-19:30', 30);
  await log(berlin, engineers.ann, '2026-03-03', '09:00-17:30', 30);
  const bos = await ticket(engineers.bo, 'France', '2026-02-20', '2026-02-21');
  await log(bos, engineers.bo, '2026-02-28', '09:00-17:00');
  await log(bos, engineers.bo, '2026-03-10', '10:00-10:30', 60);
  await log(bos, engineers.bo, '2026-03-31', '07:00-07:20');
  const leave = (engineerId: number, start: string, end: string, status: string) =>
    insert(t, 'leave_requests', {
      engineer_id: engineerId,
      employee_name: 'x',
      leave_type: 'Sick Leave',
      start_date: start,
      end_date: end,
      status,
    });
  await leave(engineers.ann, '2026-03-30', '2026-04-02', 'approved');
  await leave(engineers.ann, '2026-03-20', '2026-03-20', 'pending');
  await t.db('holidays').insert([
    { title: 'Probe-Feiertag', type: 'Public Holiday', country: 'Germany', date: '2026-03-03' },
    { title: 'St Test Day', type: 'Bank Holiday', country: 'United Kingdom', date: '2026-03-17' },
    { title: 'Unrelated', type: 'Festival', country: 'Japan', date: '2026-03-17' },
  ]);
  return { t, support, engineers };
}

export function get(fx: AttendanceFixture, url: string, query: object, cookie = fx.support.cookie) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return fx.t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { cookie } });
}

export async function attendance(
  fx: AttendanceFixture,
  query: object,
): Promise<AttendanceResponse> {
  const response = await get(fx, '/api/attendance', { month: MONTH, ...query });
  assert.equal(response.statusCode, 200, response.body);
  return attendanceResponseSchema.parse(response.json());
}
