import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import {
  confirmedLead,
  createTicket,
  deleteTicket,
  getJson,
  getTicket,
  postWorkLog,
  rowCounts,
} from './ticket-factory';
import { useTicketDesk } from './ticket-desk';

describe('DELETE /api/tickets/:id', () => {
  const desk = useTicketDesk('Cyberdyne Rooms', { engineer: 'Miles Dyson' });

  it('removes the ticket with its files and work logs, and clears the lead link in the same transaction', async () => {
    const lead = await confirmedLead(desk, desk.customerId);
    const before = await rowCounts(desk.t, [
      'tickets',
      'ticket_files',
      'files',
      'ticket_work_logs',
    ]);
    const ticket = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: desk.engineer.id, leadId: lead.id },
      {},
      [
        { field: 'documents', filename: 'a.pdf', content: PDF_BYTES },
        { field: 'sign_off_sheet', filename: 'b.png', content: PNG_1X1 },
      ],
    );
    const logged = await postWorkLog(desk, ticket.id, {
      work_date: desk.today,
      start_time: '09:00',
      end_time: '10:00',
      status: 'In Progress',
    });
    assert.equal(logged.statusCode, 201, logged.body);
    const leadOptions = () =>
      getJson<{ items: { id: number }[] }>(desk, desk.cookie, '/api/tickets/lead-options', {
        limit: 100,
      });
    assert.equal(
      (await leadOptions()).items.some((l) => l.id === lead.id),
      false,
    );

    const response = await deleteTicket(desk, ticket.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ok: true });
    assert.deepEqual(
      await rowCounts(desk.t, ['tickets', 'ticket_files', 'files', 'ticket_work_logs']),
      before,
    );
    const file = await desk.t.app.inject({
      method: 'GET',
      url: ticket.documents[0]!.url,
      headers: { cookie: desk.cookie },
    });
    assert.equal(file.statusCode, 404);
    assert.equal((await getTicket(desk, ticket.id)).statusCode, 404);

    const after = await getJson<{ ticket_id: number | null; ticket_code: string | null }>(
      desk,
      desk.cookie,
      `/api/leads/${lead.id}`,
    );
    assert.deepEqual([after.ticket_id, after.ticket_code], [null, null], "'Create Ticket' again");
    assert.equal(
      (await leadOptions()).items.some((l) => l.id === lead.id),
      true,
    );

    const deleted = await desk.events.waitFor('ticket:deleted', (d) => d.id === ticket.id);
    assert.equal(deleted.data.code, ticket.code);
    await desk.events.waitFor('lead:updated', (d) => d.id === lead.id);
    await desk.events.waitFor('counts:updated', () => true);

    // The lead can be made into a ticket again.
    await createTicket(desk, {
      customerId: desk.customerId,
      engineerId: desk.engineer.id,
      leadId: lead.id,
    });
  });

  it('an unknown ticket is 404, a second delete too', async () => {
    const ticket = await createTicket(desk, {
      customerId: desk.customerId,
      engineerId: desk.engineer.id,
    });
    assert.equal((await deleteTicket(desk, ticket.id)).statusCode, 200);
    for (const id of [ticket.id, 999999, 99999999999]) {
      const response = await deleteTicket(desk, id);
      assert.equal(response.statusCode, 404, response.body);
    }
  });
});
