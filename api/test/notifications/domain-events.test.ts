import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Counts, NotificationItem, NotificationListResponse } from '@trellis/contracts';
import { listenToEvents } from '../helpers/realtime-listener';
import { changeStatus, createLead } from '../leads/lead-factory';
import {
  createTicket,
  getJson,
  newCustomer,
  newEngineer,
  putTicket,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from '../tickets/ticket-factory';

describe('notifications written by domain events, in the same transaction', () => {
  let fx: TicketFixture;
  let customerId: number;
  let priya: TestEngineer;
  let tom: TestEngineer;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    fx = await ticketFixture();
    customerId = (await newCustomer(fx, 'Weyland Yards')).id;
    priya = await newEngineer(fx, 'Priya Raman');
    tom = await newEngineer(fx, 'Tom Becker');
    events = await listenToEvents(fx.t);
  });
  after(async () => {
    await events.close();
    await fx.t.close();
  });

  const newest = async (): Promise<NotificationItem[]> =>
    (await getJson<NotificationListResponse>(fx, fx.cookie, '/api/notifications')).items;
  const unreadCount = async () =>
    (await getJson<Counts>(fx, fx.cookie, '/api/counts')).notifications;

  it('a ticket created: its code, task and customer, linking to it; the badge moves live', async () => {
    const before = await unreadCount();
    const ticket = await createTicket(fx, { customerId, engineerId: priya.id });
    const [note] = await newest();
    assert.deepEqual(
      { kind: note!.kind, title: note!.title, message: note!.message, link: note!.link },
      {
        kind: 'ticket',
        title: 'New ticket',
        message: `Ticket ${ticket.code} "Replace core switch" was created for Weyland Yards.`,
        link: `/tickets?search=${encodeURIComponent(ticket.code)}`,
      },
    );
    assert.equal(await unreadCount(), before + 1);
    await events.waitFor('notification:created', (e) => e.data.id === note!.id);
    await events.waitFor('counts:updated', (e) => e.data.notifications === before + 1);
  });

  it('a ticket assigned to an engineer (not when unassigned or unchanged)', async () => {
    const ticket = await createTicket(fx, { customerId, engineerId: priya.id });
    const assign = await putTicket(fx, ticket.id, { engineer_id: tom.id });
    assert.equal(assign.statusCode, 200, assign.body);
    const [note] = await newest();
    assert.equal(note!.title, 'Ticket assigned');
    assert.equal(note!.message, `Ticket ${ticket.code} was assigned to Tom Becker.`);
    const count = await unreadCount();
    assert.equal((await putTicket(fx, ticket.id, { engineer_id: tom.id })).statusCode, 200);
    assert.equal((await putTicket(fx, ticket.id, { engineer_id: null })).statusCode, 200);
    assert.equal(await unreadCount(), count, 'no notification for no change or unassigning');
  });

  it('a ticket changed by its engineer from the mobile app: a status, or hours logged', async () => {
    const ticket = await createTicket(fx, { customerId, engineerId: priya.id });
    const status = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/engineers/me/tickets/${ticket.id}`,
      payload: { status: 'In Progress' },
      headers: { cookie: priya.mobile },
    });
    assert.equal(status.statusCode, 200, status.body);
    let [note] = await newest();
    assert.equal(note!.title, 'Ticket updated');
    assert.equal(note!.message, `Priya Raman set ticket ${ticket.code} to In Progress.`);
    assert.equal(note!.link, `/tickets?search=${encodeURIComponent(ticket.code)}`);

    const log = await fx.t.app.inject({
      method: 'POST',
      url: `/api/engineers/me/tickets/${ticket.id}/work-logs`,
      payload: {
        work_date: fx.today,
        start_time: '09:00',
        end_time: '11:45',
        break_minutes: 15,
        status: 'In Progress',
      },
      headers: { cookie: priya.mobile },
    });
    assert.equal(log.statusCode, 201, log.body);
    [note] = await newest();
    assert.equal(
      note!.message,
      `Priya Raman logged 2.50h on ticket ${ticket.code} for ${fx.today}.`,
    );

    const count = await unreadCount();
    const staffEdit = await putTicket(fx, ticket.id, { status: 'On Hold' });
    assert.equal(staffEdit.statusCode, 200, staffEdit.body);
    assert.equal(await unreadCount(), count, "staff's own status change notifies no one");
  });

  it('a lead confirmed: created as Confirm, or moved there; not for other statuses', async () => {
    const lead = { t: fx.t, cookie: fx.cookie };
    const confirmed = await createLead(lead, { customer_id: customerId, status: 'Confirm' });
    let [note] = await newest();
    assert.deepEqual(
      { kind: note!.kind, title: note!.title, message: note!.message, link: note!.link },
      {
        kind: 'lead',
        title: 'Lead confirmed',
        message: `Lead ${confirmed.code} "${confirmed.task_name}" for Weyland Yards was confirmed.`,
        link: `/leads/edit/${confirmed.id}`,
      },
    );
    const bid = await createLead(lead, { customer_id: customerId, status: 'BID' });
    const count = await unreadCount();
    assert.equal((await newest())[0]!.id, note!.id, 'a BID lead notifies no one');
    const moved = await changeStatus(lead, bid.id, { status: 'Confirm' });
    assert.equal(moved.statusCode, 200, moved.body);
    [note] = await newest();
    assert.equal(
      note!.message,
      `Lead ${bid.code} "${bid.task_name}" for Weyland Yards was confirmed.`,
    );
    assert.equal(await unreadCount(), count + 1);
    const again = await changeStatus(lead, bid.id, { status: 'Confirm' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await unreadCount(), count + 1, 'Confirm to Confirm is no confirmation');
  });
});
