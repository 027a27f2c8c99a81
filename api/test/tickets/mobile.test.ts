import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES, ticketListResponseSchema, ticketSchema } from '@trellis/contracts';
import { createTicket, getJson, getTicket, postWorkLog, workLogs } from './ticket-factory';
import { useTicketDesk } from './ticket-desk';

describe("the engineer's tickets in the mobile API", () => {
  const desk = useTicketDesk('Weyland Yards', { me: 'Arthur Dallas', colleague: 'Joan Lambert' });

  const mine = (overrides: Record<string, string> = {}) =>
    createTicket(desk, { customerId: desk.customerId, engineerId: desk.me.id }, overrides);
  const theirs = () =>
    createTicket(desk, { customerId: desk.customerId, engineerId: desk.colleague.id });
  const call = (method: 'PUT' | 'POST', url: string, payload: object, cookie = desk.me.mobile) =>
    desk.t.app.inject({ method, url, payload, headers: { cookie } });

  it('GET /api/engineers/me/tickets lists only the signed-in engineer’s tickets, with the list’s filters', async () => {
    const a = await mine({ task_name: 'Pump room' });
    const b = await mine({ task_name: 'Loading bay' });
    await theirs();
    const list = ticketListResponseSchema.parse(
      await getJson(desk, desk.me.mobile, '/api/engineers/me/tickets'),
    );
    assert.deepEqual(
      list.items.map((i) => i.id),
      [b.id, a.id],
    );
    assert.deepEqual(list.stats, { total: 2, open: 2, in_progress: 0, resolved: 0, expired: 0 });
    const searched = await getJson<{ items: { id: number }[] }>(
      desk,
      desk.me.mobile,
      '/api/engineers/me/tickets',
      { search: 'pump' },
    );
    assert.deepEqual(
      searched.items.map((i) => i.id),
      [a.id],
    );
    const sneaky = await getJson<{ items: { engineer_id: number }[] }>(
      desk,
      desk.me.mobile,
      '/api/engineers/me/tickets',
      { engineer_id: desk.colleague.id },
    );
    assert.ok(
      sneaky.items.every((i) => i.engineer_id === desk.me.id),
      'engineer_id cannot widen it',
    );
  });

  it('PUT /api/engineers/me/tickets/:id sets Accepted, In Progress, On Hold or Closed; staff follow live', async () => {
    const ticket = await mine();
    for (const status of ['Accepted', 'In Progress', 'On Hold', 'Closed']) {
      const response = await call('PUT', `/api/engineers/me/tickets/${ticket.id}`, { status });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(ticketSchema.parse(response.json()).status, status);
    }
    const event = await desk.events.waitFor(
      'ticket:updated',
      (d) => d.id === ticket.id && d.status === 'In Progress',
    );
    assert.equal(event.data.engineer_id, desk.me.id);
    assert.equal(
      ((await getTicket(desk, ticket.id)).json() as { status: string }).status,
      'Closed',
    );
    for (const status of ['Offered', 'Expired', 'Done']) {
      const refused = await call('PUT', `/api/engineers/me/tickets/${ticket.id}`, { status });
      assert.equal(refused.statusCode, 400, `${status}: ${refused.body}`);
    }
  });

  it("another engineer's ticket, or an unknown one, is not found", async () => {
    const other = await theirs();
    for (const id of [other.id, 999999]) {
      const put = await call('PUT', `/api/engineers/me/tickets/${id}`, { status: 'Accepted' });
      assert.equal(put.statusCode, 404, put.body);
      const log = await call('POST', `/api/engineers/me/tickets/${id}/work-logs`, {
        work_date: desk.today,
        start_time: '09:00',
        end_time: '10:00',
        status: 'In Progress',
      });
      assert.equal(log.statusCode, 404, log.body);
    }
    assert.equal(
      ((await getTicket(desk, other.id)).json() as { status: string }).status,
      'Offered',
    );
    assert.deepEqual((await workLogs(desk, other.id)).items, []);
  });

  it('POST /api/engineers/me/tickets/:id/work-logs logs the engineer’s own hours, with the same overlap rule', async () => {
    const ticket = await mine();
    const response = await call('POST', `/api/engineers/me/tickets/${ticket.id}/work-logs`, {
      work_date: desk.today,
      start_time: '07:30',
      end_time: '10:00',
      break_minutes: 15,
      status: 'In Progress',
      engineer_id: desk.colleague.id,
    });
    assert.equal(response.statusCode, 201, response.body);
    const [entry] = response.json().items;
    assert.deepEqual(
      [entry.engineer_id, entry.duration_hours, entry.actual_hours],
      [desk.me.id, 2.5, 2.25],
      'always the signed-in engineer’s own hours',
    );
    await desk.events.waitFor('ticket:updated', (d) => d.id === ticket.id);
    // Staff see the entry, and cannot log over it for the same engineer.
    assert.equal((await workLogs(desk, ticket.id)).total_hours, 2.25);
    const clash = await postWorkLog(desk, ticket.id, {
      work_date: desk.today,
      start_time: '09:00',
      end_time: '11:00',
      status: 'In Progress',
    });
    assert.equal(clash.statusCode, 400, clash.body);
    assert.equal(clash.json().code, 'WORK_LOG_OVERLAP');
  });

  it('is for the mobile session only: a staff session gets 403, none gets 401', async () => {
    const ticket = await mine();
    const staff = await call(
      'PUT',
      `/api/engineers/me/tickets/${ticket.id}`,
      { status: 'Accepted' },
      desk.cookie,
    );
    assert.equal(staff.statusCode, 403);
    assert.deepEqual(staff.json(), {
      code: 'MOBILE_APP_ONLY',
      message: ENGINEER_MESSAGES.mobileOnly,
    });
    const anonymous = await desk.t.app.inject({ method: 'GET', url: '/api/engineers/me/tickets' });
    assert.equal(anonymous.statusCode, 401);
    const mobileOnStaff = await desk.t.app.inject({
      method: 'GET',
      url: '/api/tickets',
      headers: { cookie: desk.me.mobile },
    });
    assert.equal(mobileOnStaff.statusCode, 403, 'the mobile session does not reach staff routes');
  });
});
