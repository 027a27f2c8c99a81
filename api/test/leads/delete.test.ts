import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadDeleteRefusedMessage } from '@trellis/contracts';
import { useAdminSession } from '../helpers/admin-app';
import { addTicketFor, changeStatus, createLead, getLead, historyRows } from './lead-factory';

describe('DELETE /api/leads/:id', () => {
  const fixture = useAdminSession();

  const remove = (id: number | string) =>
    fixture.t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${id}`,
      headers: { cookie: fixture.cookie },
    });

  it('refuses with 409 and the contract’s message while a ticket references the lead', async () => {
    const lead = await createLead(fixture, { status: 'Confirm' });
    const ticketId = await addTicketFor(fixture.t, lead);
    const response = await remove(lead.id);
    assert.equal(response.statusCode, 409);
    const ticketCode = `#AIM-T-${String(ticketId).padStart(3, '0')}`;
    assert.deepEqual(response.json(), {
      code: 'IN_USE',
      message: leadDeleteRefusedMessage(lead.code, [ticketCode]),
    });
    assert.equal(
      response.json().message,
      `${lead.code} cannot be deleted: ticket ${ticketCode} references this lead. Delete the ticket first.`,
    );
    assert.equal((await getLead(fixture, lead.id)).statusCode, 200);

    // Once the ticket is gone, the lead can go.
    await fixture.t.db('tickets').where({ id: ticketId }).delete();
    assert.equal((await remove(lead.id)).statusCode, 200);
  });

  it('deletes a lead without a ticket, with its status history', async () => {
    const lead = await createLead(fixture);
    await changeStatus(fixture, lead.id, { status: 'Confirm' });
    assert.equal((await historyRows(fixture.t, lead.id)).length, 2);
    const response = await remove(lead.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ok: true });
    assert.equal((await getLead(fixture, lead.id)).statusCode, 404);
    assert.deepEqual(await historyRows(fixture.t, lead.id), [], 'the history went with it');
    assert.equal((await remove(lead.id)).statusCode, 404);
  });

  it('answers 404 for an unknown lead and 400 for a bad id', async () => {
    const missing = await remove(999_999);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Lead not found');
    assert.equal((await remove(2_147_483_648)).statusCode, 404);
    assert.equal((await remove('abc')).statusCode, 400);
  });

  it('keeps a second ticket from being made from the same lead', async () => {
    const lead = await createLead(fixture, { status: 'Confirm' });
    await addTicketFor(fixture.t, lead);
    await assert.rejects(addTicketFor(fixture.t, lead), /tickets_lead_id_unique/);
  });
});
