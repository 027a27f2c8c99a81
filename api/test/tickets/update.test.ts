import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES, TICKET_MESSAGES, ticketSchema, type Ticket } from '@trellis/contracts';
import {
  addDays,
  confirmedLead,
  createTicket,
  getJson,
  getTicket,
  newEngineer,
  putTicket,
  ticketFields,
} from './ticket-factory';
import { useTicketDesk } from './ticket-desk';
import { putProfile } from '../engineers/engineer-helpers';

describe('PUT /api/tickets/:id', () => {
  const desk = useTicketDesk('Umbrella Sites', { engineer: 'Ellen Ripley', other: 'Dwayne Hicks' });

  const ticket = (overrides: Record<string, string> = {}) =>
    createTicket(desk, { customerId: desk.customerId, engineerId: desk.engineer.id }, overrides);

  it('{status}: answers the whole ticket and sends ticket:updated with the row', async () => {
    const created = await ticket();
    const response = await putTicket(desk, created.id, { status: 'In Progress' });
    assert.equal(response.statusCode, 200, response.body);
    const updated = ticketSchema.parse(response.json());
    assert.equal(updated.status, 'In Progress');
    assert.equal(updated.scope_of_work, created.scope_of_work, 'the whole ticket');
    const event = await desk.events.waitFor(
      'ticket:updated',
      (d) => d.id === created.id && d.status === 'In Progress',
    );
    assert.equal(event.data.code, created.code);
    assert.equal('documents' in event.data, false, 'the list row, not the whole ticket');
    assert.equal((await putTicket(desk, created.id, { status: 'Resolved' })).statusCode, 400);
  });

  it('{priority}: sets it, sends ticket:updated', async () => {
    const created = await ticket();
    const response = await putTicket(desk, created.id, { priority: 'Urgent' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().priority, 'Urgent');
    await desk.events.waitFor(
      'ticket:updated',
      (d) => d.id === created.id && d.priority === 'Urgent',
    );
    assert.equal((await putTicket(desk, created.id, { priority: 'Meh' })).statusCode, 400);
  });

  it('{engineer_id}: assigns and unassigns, each sending ticket:assigned with ticketId and engineerId', async () => {
    const created = await ticket();
    const assigned = await putTicket(desk, created.id, { engineer_id: desk.other.id });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(
      [assigned.json().engineer_id, assigned.json().engineer_name],
      [desk.other.id, 'Dwayne Hicks'],
    );
    const event = await desk.events.waitFor('ticket:assigned', (d) => d.ticketId === created.id);
    assert.equal(event.data.engineerId, desk.other.id);
    assert.equal(event.data.engineer_name, 'Dwayne Hicks');

    const unassigned = await putTicket(desk, created.id, { engineer_id: null });
    assert.equal(unassigned.statusCode, 200, unassigned.body);
    assert.deepEqual(
      [unassigned.json().engineer_id, unassigned.json().engineer_name],
      [null, null],
    );
    await desk.events.waitFor(
      'ticket:assigned',
      (d) => d.ticketId === created.id && d.engineerId === null,
    );
  });

  it('{engineer_id}: refuses a non-compliant engineer with the reason, and keeps the ticket as it was', async () => {
    const created = await ticket({ task_end_date: addDays(desk.today, 30) });
    const expiry = addDays(desk.today, 10);
    const lapsing = await newEngineer(desk, 'Carter Burke', expiry);
    const response = await putTicket(desk, created.id, { engineer_id: lapsing.id });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_NOT_COMPLIANT');
    assert.equal(
      response.json().message,
      ENGINEER_MESSAGES.notCompliant('Carter Burke', 'Right to work: Tier 2', expiry),
    );
    const still = (await getTicket(desk, created.id)).json() as Ticket;
    assert.equal(still.engineer_id, desk.engineer.id);
    const unknown = await putTicket(desk, created.id, { engineer_id: 999999 });
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().message, TICKET_MESSAGES.engineerNotFound);
  });

  it('{engineer_id}: an ID document lapsing before the end date refuses too, naming it', async () => {
    const created = await ticket({ task_end_date: addDays(desk.today, 30) });
    const passportExpiry = addDays(desk.today, 20);
    const holder = await newEngineer(desk, 'Ellen Ripley', addDays(desk.today, 400));
    const profile = await putProfile(desk.t, holder.mobile, {
      idDocuments: [
        {
          doc_type: 'Driving licence',
          issue_date: '2020-01-01',
          expiry_date: addDays(desk.today, 900),
        },
        { doc_type: 'Passport', issue_date: '2019-01-01', expiry_date: passportExpiry },
      ],
    });
    assert.equal(profile.statusCode, 200, profile.body);
    const response = await putTicket(desk, created.id, { engineer_id: holder.id });
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_NOT_COMPLIANT');
    assert.match(response.json().message, /Passport/);
    assert.match(response.json().message, new RegExp(passportExpiry));
    // A ticket ending before the passport lapses may have them.
    const shorter = await ticket({ task_end_date: addDays(desk.today, 15) });
    assert.equal((await putTicket(desk, shorter.id, { engineer_id: holder.id })).statusCode, 200);
  });

  it('the full form: edits every field, keeps the status, checks compliance when the end date moves', async () => {
    const created = await ticket();
    await putTicket(desk, created.id, { status: 'Accepted' });
    const fields = ticketFields(
      desk.today,
      { customerId: desk.customerId, engineerId: desk.engineer.id },
      {
        task_name: 'Replace core switch, second visit',
        priority: 'High',
        hourly_rate: '61.5',
        agreed_rate: '900',
        city: 'York',
      },
    );
    const response = await putTicket(desk, created.id, fields);
    assert.equal(response.statusCode, 200, response.body);
    const edited = ticketSchema.parse(response.json());
    assert.equal(edited.task_name, 'Replace core switch, second visit');
    assert.deepEqual([edited.priority, edited.status], ['High', 'Accepted']);
    assert.deepEqual([edited.hourly_rate, edited.agreed_rate], ['61.50', '900.00']);
    assert.equal(edited.location, 'York, United Kingdom');
    await desk.events.waitFor('ticket:updated', (d) => d.id === created.id && d.city === 'York');

    const expiry = addDays(desk.today, 8);
    const lapsing = await newEngineer(desk, 'Private Vasquez', expiry);
    const fine = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: lapsing.id },
      { task_end_date: addDays(desk.today, 7) },
    );
    const later = await putTicket(desk, fine.id, {
      ...ticketFields(desk.today, { customerId: desk.customerId, engineerId: lapsing.id }),
      task_end_date: addDays(desk.today, 9),
    });
    assert.equal(later.statusCode, 409, later.body);
    assert.match(later.json().message, /Private Vasquez cannot be assigned/);
  });

  it('the full form can move the ticket to another Confirm lead; both leads follow', async () => {
    const first = await confirmedLead(desk, desk.customerId);
    const second = await confirmedLead(desk, desk.customerId);
    const parties = { customerId: desk.customerId, engineerId: desk.engineer.id };
    const created = await createTicket(desk, { ...parties, leadId: first.id });
    const moveToSecond = (id: number) =>
      putTicket(desk, id, ticketFields(desk.today, { ...parties, leadId: second.id }));
    const moved = await moveToSecond(created.id);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().lead_id, second.id);
    const lead = (id: number) =>
      getJson<{ ticket_code: string | null }>(desk, desk.cookie, `/api/leads/${id}`);
    assert.equal((await lead(first.id)).ticket_code, null);
    assert.equal((await lead(second.id)).ticket_code, created.code);
    await desk.events.waitFor('lead:updated', (d) => d.id === first.id);
    await desk.events.waitFor('lead:updated', (d) => d.id === second.id);

    const taken = await createTicket(desk, { ...parties, leadId: first.id });
    const refused = await moveToSecond(taken.id);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, TICKET_MESSAGES.leadHasTicket(created.code));
  });

  it('a mixed body is a 400 naming the rule', async () => {
    const created = await ticket();
    for (const body of [
      { status: 'Closed', priority: 'Low' },
      { engineer_id: desk.engineer.id, status: 'Closed' },
      {
        ...ticketFields(desk.today, { customerId: desk.customerId, engineerId: desk.engineer.id }),
        status: 'Closed',
      },
    ]) {
      const response = await putTicket(desk, created.id, body);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, TICKET_MESSAGES.mixedUpdate);
    }
    const still = (await getTicket(desk, created.id)).json() as Ticket;
    assert.deepEqual([still.status, still.priority], ['Offered', 'Medium']);
  });

  it('an unknown ticket is 404', async () => {
    for (const id of [999999, 99999999999]) {
      const response = await putTicket(desk, id, { status: 'Closed' });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, 'Ticket not found');
    }
  });
});
