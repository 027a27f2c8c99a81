import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES, type Ticket } from '@trellis/contracts';
import {
  createTicket,
  getTicket,
  newCustomer,
  newEngineer,
  postWorkLog,
  putTicket,
  ticketFixture,
  workLogs,
  type TicketFixture,
} from './ticket-factory';

// The engineers' delete rule against the real ticket statuses: open means the Open and In
// Progress groups (Offered, Accepted, On Hold, In Progress); Closed and Expired tickets are done
// with, and keep their hours without the engineer's name.
describe('deleting an engineer who has tickets', () => {
  let fx: TicketFixture;
  let customerId: number;
  before(async () => {
    fx = await ticketFixture();
    customerId = (await newCustomer(fx, 'Stark Plant')).id;
  });
  after(async () => fx.t.close());

  const remove = (id: number) =>
    fx.t.app.inject({
      method: 'DELETE',
      url: `/api/engineers/${id}`,
      headers: { cookie: fx.cookie },
    });

  it('is refused while an Offered, Accepted, On Hold or In Progress ticket is assigned', async () => {
    for (const status of ['Offered', 'Accepted', 'On Hold', 'In Progress']) {
      const engineer = await newEngineer(fx, `Busy ${status}`);
      const ticket = await createTicket(fx, { customerId, engineerId: engineer.id });
      await putTicket(fx, ticket.id, { status });
      const refused = await remove(engineer.id);
      assert.equal(refused.statusCode, 409, `${status}: ${refused.body}`);
      assert.equal(refused.json().message, ENGINEER_MESSAGES.hasOpenTickets(`Busy ${status}`, 1));
    }
  });

  it('goes through with only Closed and Expired tickets; they and their hours stay, unassigned', async () => {
    const engineer = await newEngineer(fx, 'Done Engineer');
    const closed = await createTicket(fx, { customerId, engineerId: engineer.id });
    const expired = await createTicket(fx, { customerId, engineerId: engineer.id });
    const logged = await postWorkLog(fx, closed.id, {
      work_date: fx.today,
      start_time: '09:00',
      end_time: '11:00',
      status: 'Closed',
    });
    assert.equal(logged.statusCode, 201, logged.body);
    await putTicket(fx, closed.id, { status: 'Closed' });
    await putTicket(fx, expired.id, { status: 'Expired' });
    const response = await remove(engineer.id);
    assert.equal(response.statusCode, 200, response.body);
    const after = (await getTicket(fx, closed.id)).json() as Ticket;
    assert.deepEqual([after.engineer_id, after.engineer_name, after.total_hours], [null, null, 2]);
    const [entry] = (await workLogs(fx, closed.id)).items;
    assert.deepEqual(
      [entry!.engineer_id, entry!.engineer_name, entry!.actual_hours],
      [null, null, 2],
    );
  });
});
