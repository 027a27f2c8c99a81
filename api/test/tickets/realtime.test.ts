import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadEventSchema, ticketAssignedEventSchema, ticketEventSchema } from '@trellis/contracts';
import {
  confirmedLead,
  listenToEvents,
  newCustomer,
  newEngineer,
  sendTicket,
  ticketFields,
  ticketFixture,
  type TicketFixture,
} from './ticket-factory';

describe('ticket writes announce themselves in realtime', () => {
  let fx: TicketFixture;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    fx = await ticketFixture();
    events = await listenToEvents(fx.t);
  });
  after(async () => {
    await events.close();
    await fx.t.close();
  });

  it('ticket:created, lead:updated and the tickets counter, each with the request id; then assigned and deleted', async () => {
    const customer = await newCustomer(fx);
    const engineer = await newEngineer(fx, 'Sarah Connor');
    const other = await newEngineer(fx, 'Kyle Reese');
    const lead = await confirmedLead(fx, customer.id);
    const created = await sendTicket(
      fx,
      ticketFields(fx.today, { customerId: customer.id, engineerId: engineer.id, leadId: lead.id }),
      [],
      { 'x-request-id': 'req-create-ticket-1' },
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;

    const ticketEvent = await events.waitFor('ticket:created', (d) => d.id === id);
    assert.equal(ticketEvent.requestId, 'req-create-ticket-1');
    const row = ticketEventSchema.parse(ticketEvent.data);
    assert.deepEqual(
      [row.code, row.engineer_name, row.lead_id],
      [created.json().code, 'Sarah Connor', lead.id],
    );
    const leadEvent = await events.waitFor('lead:updated', (d) => d.id === lead.id);
    assert.deepEqual(leadEventSchema.parse(leadEvent.data), {
      id: lead.id,
      code: lead.code,
      task_name: lead.task_name,
      customer_id: customer.id,
      status: 'Confirm',
    });
    assert.equal(leadEvent.requestId, 'req-create-ticket-1');
    await events.waitFor('counts:updated', (d) => d.tickets === 1);

    const assign = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${id}`,
      payload: { engineer_id: other.id },
      headers: { cookie: fx.cookie, 'x-request-id': 'req-assign-ticket-1' },
    });
    assert.equal(assign.statusCode, 200, assign.body);
    const assigned = await events.waitFor('ticket:assigned', (d) => d.ticketId === id);
    assert.equal(assigned.requestId, 'req-assign-ticket-1');
    assert.equal(ticketAssignedEventSchema.parse(assigned.data).engineerId, other.id);

    const removed = await fx.t.app.inject({
      method: 'DELETE',
      url: `/api/tickets/${id}`,
      headers: { cookie: fx.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    ticketEventSchema.parse((await events.waitFor('ticket:deleted', (d) => d.id === id)).data);
    await events.waitFor('counts:updated', (d) => d.tickets === 0);
  });
});
