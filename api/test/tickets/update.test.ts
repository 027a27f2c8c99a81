import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES, TICKET_MESSAGES, ticketSchema, type Ticket } from '@trellis/contracts';
import {
  addDays,
  confirmedLead,
  createTicket,
  getJson,
  getTicket,
  listenToEvents,
  newCustomer,
  newEngineer,
  putTicket,
  ticketFields,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from './ticket-factory';
import { putProfile } from '../engineers/engineer-helpers';

describe('PUT /api/tickets/:id', () => {
  let fx: TicketFixture;
  let customerId: number;
  let engineer: TestEngineer;
  let other: TestEngineer;
  let events: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    fx = await ticketFixture();
    customerId = (await newCustomer(fx, 'Umbrella Sites')).id;
    engineer = await newEngineer(fx, 'Ellen Ripley');
    other = await newEngineer(fx, 'Dwayne Hicks');
    events = await listenToEvents(fx.t);
  });
  after(async () => {
    await events.close();
    await fx.t.close();
  });

  const ticket = (overrides: Record<string, string> = {}) =>
    createTicket(fx, { customerId, engineerId: engineer.id }, overrides);

  it('{status}: answers the whole ticket and sends ticket:updated with the row', async () => {
    const created = await ticket();
    const response = await putTicket(fx, created.id, { status: 'In Progress' });
    assert.equal(response.statusCode, 200, response.body);
    const updated = ticketSchema.parse(response.json());
    assert.equal(updated.status, 'In Progress');
    assert.equal(updated.scope_of_work, created.scope_of_work, 'the whole ticket');
    const event = await events.waitFor(
      'ticket:updated',
      (d) => d.id === created.id && d.status === 'In Progress',
    );
    assert.equal(event.data.code, created.code);
    assert.equal('documents' in event.data, false, 'the list row, not the whole ticket');
    assert.equal((await putTicket(fx, created.id, { status: 'Resolved' })).statusCode, 400);
  });

  it('{priority}: sets it, sends ticket:updated', async () => {
    const created = await ticket();
    const response = await putTicket(fx, created.id, { priority: 'Urgent' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().priority, 'Urgent');
    await events.waitFor('ticket:updated', (d) => d.id === created.id && d.priority === 'Urgent');
    assert.equal((await putTicket(fx, created.id, { priority: 'Meh' })).statusCode, 400);
  });

  it('{engineer_id}: assigns and unassigns, each sending ticket:assigned with ticketId and engineerId', async () => {
    const created = await ticket();
    const assigned = await putTicket(fx, created.id, { engineer_id: other.id });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(
      [assigned.json().engineer_id, assigned.json().engineer_name],
      [other.id, 'Dwayne Hicks'],
    );
    const event = await events.waitFor('ticket:assigned', (d) => d.ticketId === created.id);
    assert.equal(event.data.engineerId, other.id);
    assert.equal(event.data.engineer_name, 'Dwayne Hicks');

    const unassigned = await putTicket(fx, created.id, { engineer_id: null });
    assert.equal(unassigned.statusCode, 200, unassigned.body);
    assert.deepEqual(
      [unassigned.json().engineer_id, unassigned.json().engineer_name],
      [null, null],
    );
    await events.waitFor(
      'ticket:assigned',
      (d) => d.ticketId === created.id && d.engineerId === null,
    );
  });

  it('{engineer_id}: refuses a non-compliant engineer with the reason, and keeps the ticket as it was', async () => {
    const created = await ticket({ task_end_date: addDays(fx.today, 30) });
    const expiry = addDays(fx.today, 10);
    const lapsing = await newEngineer(fx, 'Carter Burke', expiry);
    const response = await putTicket(fx, created.id, { engineer_id: lapsing.id });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_NOT_COMPLIANT');
    assert.equal(
      response.json().message,
      ENGINEER_MESSAGES.notCompliant('Carter Burke', 'Right to work: Tier 2', expiry),
    );
    const still = (await getTicket(fx, created.id)).json() as Ticket;
    assert.equal(still.engineer_id, engineer.id);
    const unknown = await putTicket(fx, created.id, { engineer_id: 999999 });
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().message, TICKET_MESSAGES.engineerNotFound);
  });

  it('{engineer_id}: an ID document lapsing before the end date refuses too, naming it', async () => {
    const created = await ticket({ task_end_date: addDays(fx.today, 30) });
    const passportExpiry = addDays(fx.today, 20);
    const holder = await newEngineer(fx, 'Ellen Ripley', addDays(fx.today, 400));
    const profile = await putProfile(fx.t, holder.mobile, {
      idDocuments: [
        {
          doc_type: 'Driving licence',
          issue_date: '2020-01-01',
          expiry_date: addDays(fx.today, 900),
        },
        { doc_type: 'Passport', issue_date: '2019-01-01', expiry_date: passportExpiry },
      ],
    });
    assert.equal(profile.statusCode, 200, profile.body);
    const response = await putTicket(fx, created.id, { engineer_id: holder.id });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_NOT_COMPLIANT');
    assert.match(response.json().message, /Passport/);
    assert.match(response.json().message, new RegExp(passportExpiry));
    // A ticket ending before the passport lapses may have them.
    const shorter = await ticket({ task_end_date: addDays(fx.today, 15) });
    assert.equal((await putTicket(fx, shorter.id, { engineer_id: holder.id })).statusCode, 200);
  });

  it('the full form: edits every field, keeps the status, checks compliance when the end date moves', async () => {
    const created = await ticket();
    await putTicket(fx, created.id, { status: 'Accepted' });
    const fields = ticketFields(
      fx.today,
      { customerId, engineerId: engineer.id },
      {
        task_name: 'Replace core switch, second visit',
        priority: 'High',
        hourly_rate: '61.5',
        agreed_rate: '900',
        city: 'York',
      },
    );
    const response = await putTicket(fx, created.id, fields);
    assert.equal(response.statusCode, 200, response.body);
    const edited = ticketSchema.parse(response.json());
    assert.equal(edited.task_name, 'Replace core switch, second visit');
    assert.deepEqual([edited.priority, edited.status], ['High', 'Accepted']);
    assert.deepEqual([edited.hourly_rate, edited.agreed_rate], ['61.50', '900.00']);
    assert.equal(edited.location, 'York, United Kingdom');
    await events.waitFor('ticket:updated', (d) => d.id === created.id && d.city === 'York');

    const expiry = addDays(fx.today, 8);
    const lapsing = await newEngineer(fx, 'Private Vasquez', expiry);
    const fine = await createTicket(
      fx,
      { customerId, engineerId: lapsing.id },
      { task_end_date: addDays(fx.today, 7) },
    );
    const later = await putTicket(fx, fine.id, {
      ...ticketFields(fx.today, { customerId, engineerId: lapsing.id }),
      task_end_date: addDays(fx.today, 9),
    });
    assert.equal(later.statusCode, 409, later.body);
    assert.match(later.json().message, /Private Vasquez cannot be assigned/);
  });

  it('the full form can move the ticket to another Confirm lead; both leads follow', async () => {
    const first = await confirmedLead(fx, customerId);
    const second = await confirmedLead(fx, customerId);
    const created = await createTicket(fx, {
      customerId,
      engineerId: engineer.id,
      leadId: first.id,
    });
    const moved = await putTicket(
      fx,
      created.id,
      ticketFields(fx.today, { customerId, engineerId: engineer.id, leadId: second.id }),
    );
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().lead_id, second.id);
    const lead = (id: number) =>
      getJson<{ ticket_code: string | null }>(fx, fx.cookie, `/api/leads/${id}`);
    assert.equal((await lead(first.id)).ticket_code, null);
    assert.equal((await lead(second.id)).ticket_code, created.code);
    await events.waitFor('lead:updated', (d) => d.id === first.id);
    await events.waitFor('lead:updated', (d) => d.id === second.id);

    const taken = await createTicket(fx, { customerId, engineerId: engineer.id, leadId: first.id });
    const refused = await putTicket(
      fx,
      taken.id,
      ticketFields(fx.today, { customerId, engineerId: engineer.id, leadId: second.id }),
    );
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, TICKET_MESSAGES.leadHasTicket(created.code));
  });

  it('a mixed body is a 400 naming the rule', async () => {
    const created = await ticket();
    for (const body of [
      { status: 'Closed', priority: 'Low' },
      { engineer_id: engineer.id, status: 'Closed' },
      { ...ticketFields(fx.today, { customerId, engineerId: engineer.id }), status: 'Closed' },
    ]) {
      const response = await putTicket(fx, created.id, body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, TICKET_MESSAGES.mixedUpdate);
    }
    const still = (await getTicket(fx, created.id)).json() as Ticket;
    assert.deepEqual([still.status, still.priority], ['Offered', 'Medium']);
  });

  it('an unknown ticket is 404', async () => {
    for (const id of [999999, 99999999999]) {
      const response = await putTicket(fx, id, { status: 'Closed' });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, 'Ticket not found');
    }
  });
});
