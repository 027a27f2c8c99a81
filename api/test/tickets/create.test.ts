import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINEER_MESSAGES, TICKET_MESSAGES, ticketSchema } from '@trellis/contracts';
import { multipart, PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import {
  addDays,
  confirmedLead,
  createTicket,
  getJson,
  newCustomer,
  newEngineer,
  rowCounts,
  sendTicket,
  ticketFields,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from './ticket-factory';

const TABLES = ['tickets', 'ticket_files', 'files'];

describe('POST /api/tickets', () => {
  let fx: TicketFixture;
  let customerId: number;
  let engineer: TestEngineer;
  before(async () => {
    fx = await ticketFixture();
    customerId = (await newCustomer(fx, 'Initech Field')).id;
    engineer = await newEngineer(fx, 'Dana Scully');
  });
  after(async () => fx.t.close());

  const ids = () => ({ customerId, engineerId: engineer.id });

  it('creates the ticket with its files in one go: Offered, Medium, its code, rates as amounts', async () => {
    const response = await sendTicket(fx, ticketFields(fx.today, ids()), [
      { field: 'documents', filename: 'site-plan.pdf', content: PDF_BYTES },
      { field: 'documents', filename: 'notes.weird', content: Buffer.from('any type at all') },
      { field: 'sign_off_sheet', filename: 'sheet.png', content: PNG_1X1 },
    ]);
    assert.equal(response.statusCode, 201, response.body);
    const ticket = ticketSchema.parse(response.json());
    assert.equal(ticket.code, `#AIM-T-${String(ticket.id).padStart(3, '0')}`);
    assert.equal(ticket.status, 'Offered');
    assert.equal(ticket.priority, 'Medium', 'an empty priority is the default');
    assert.equal(ticket.customer_name, 'Initech Field');
    assert.equal(ticket.customer_code, `#AIM-C-${String(customerId).padStart(3, '0')}`);
    assert.deepEqual([ticket.engineer_id, ticket.engineer_name], [engineer.id, 'Dana Scully']);
    assert.equal(ticket.engineer_email, engineer.email);
    assert.equal(ticket.location, 'Leeds, United Kingdom');
    assert.equal(ticket.task_time_hours, 9);
    assert.deepEqual(
      [ticket.hourly_rate, ticket.half_day_rate, ticket.full_day_rate, ticket.monthly_rate],
      ['50.00', '180.00', '350.00', null],
    );
    assert.deepEqual([ticket.travel_cost_day, ticket.tool_cost], ['25.50', '12.00']);
    assert.deepEqual([ticket.lead_id, ticket.lead_code, ticket.total_hours], [null, null, 0]);
    assert.deepEqual(
      ticket.documents.map((f) => [f.name, f.mime_type]),
      [
        ['site-plan.pdf', 'application/pdf'],
        ['notes.weird', 'application/octet-stream'],
      ],
    );
    assert.deepEqual(
      ticket.sign_off_sheet.map((f) => [f.name, f.mime_type]),
      [['sheet.png', 'image/png']],
    );
    const download = await fx.t.app.inject({
      method: 'GET',
      url: ticket.documents[0]!.url,
      headers: { cookie: fx.cookie },
    });
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, PDF_BYTES);
    const again = await getJson(fx, fx.cookie, `/api/tickets/${ticket.id}`);
    assert.deepEqual(again, response.json(), 'GET answers what POST answered');
  });

  it('a bad file leaves nothing behind: an empty file, an unknown file field', async () => {
    const before = await rowCounts(fx.t, TABLES);
    const empty = await sendTicket(fx, ticketFields(fx.today, ids()), [
      { field: 'documents', filename: 'good.pdf', content: PDF_BYTES },
      { field: 'sign_off_sheet', filename: 'empty.txt', content: Buffer.alloc(0) },
    ]);
    assert.equal(empty.statusCode, 400, empty.body);
    assert.equal(empty.json().message, 'The file "empty.txt" is empty');
    const unknown = await sendTicket(fx, ticketFields(fx.today, ids()), [
      { field: 'photos', filename: 'a.png', content: PNG_1X1 },
    ]);
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().message, 'Unexpected file field "photos"');
    assert.deepEqual(await rowCounts(fx.t, TABLES), before);
  });

  it('is one transaction: a write failing after the ticket and its first files undoes them all', async () => {
    // The database refuses the second sign-off sheet, after the ticket and two files are written.
    await fx.t.db.raw(`create function refuse_second_sheet() returns trigger language plpgsql as $$
      begin
        if new.kind = 'sign_off_sheet' and new.position = 1 then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await fx.t.db.raw(`create trigger refuse_second_sheet before insert on ticket_files
      for each row execute function refuse_second_sheet()`);
    try {
      const before = await rowCounts(fx.t, TABLES);
      const response = await sendTicket(fx, ticketFields(fx.today, ids()), [
        { field: 'documents', filename: 'a.pdf', content: PDF_BYTES },
        { field: 'sign_off_sheet', filename: 'b.png', content: PNG_1X1 },
        { field: 'sign_off_sheet', filename: 'c.png', content: PNG_1X1 },
      ]);
      assert.equal(response.statusCode, 500);
      assert.doesNotMatch(response.body, /disk full/, 'no internals leak');
      assert.deepEqual(await rowCounts(fx.t, TABLES), before);
    } finally {
      await fx.t.db.raw('drop trigger refuse_second_sheet on ticket_files');
      await fx.t.db.raw('drop function refuse_second_sheet()');
    }
  });

  it('refuses bad fields with the form’s messages, and writes nothing', async () => {
    const before = await rowCounts(fx.t, TABLES);
    const cases: [Record<string, string>, string, string][] = [
      [{ engineer_id: '' }, 'engineer_id', TICKET_MESSAGES.engineerRequired],
      [{ task_name: ' ' }, 'task_name', 'Task Name is required'],
      [{ task_end_date: addDays(fx.today, 1) }, 'task_end_date', TICKET_MESSAGES.endBeforeStart],
      [{ priority: 'Whenever' }, 'priority', ''],
      [{ timezone: 'Mars/Olympus' }, 'timezone', ''],
      [{ hourly_rate: '-1' }, 'hourly_rate', ''],
    ];
    for (const [override, path, message] of cases) {
      const response = await sendTicket(fx, ticketFields(fx.today, ids(), override));
      assert.equal(response.statusCode, 400, `${path}: ${response.body}`);
      const detail = response.json().details.find((d: { path: string }) => d.path === path);
      assert.ok(detail, `${path} is named in ${response.body}`);
      if (message) assert.equal(detail.message, message);
    }
    assert.deepEqual(await rowCounts(fx.t, TABLES), before);
  });

  it('refuses an unknown customer or engineer with a 400 on that field', async () => {
    for (const [override, path, message] of [
      [{ customer_id: '999999' }, 'customer_id', 'The selected customer does not exist'],
      [{ customer_id: '99999999999' }, 'customer_id', 'The selected customer does not exist'],
      [{ engineer_id: '999999' }, 'engineer_id', TICKET_MESSAGES.engineerNotFound],
    ] as const) {
      const response = await sendTicket(fx, ticketFields(fx.today, ids(), override));
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().message, message);
      assert.equal(response.json().details[0].path, path);
    }
  });

  it('refuses an engineer whose right to work expires before the ticket ends (409, naming the document and date)', async () => {
    const expiry = addDays(fx.today, 5);
    const lapsing = await newEngineer(fx, 'Fox Mulder', expiry);
    const before = await rowCounts(fx.t, TABLES);
    const response = await sendTicket(
      fx,
      ticketFields(
        fx.today,
        { customerId, engineerId: lapsing.id },
        {
          task_end_date: addDays(fx.today, 6),
        },
      ),
      [{ field: 'documents', filename: 'a.pdf', content: PDF_BYTES }],
    );
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'ENGINEER_NOT_COMPLIANT');
    assert.equal(
      response.json().message,
      ENGINEER_MESSAGES.notCompliant('Fox Mulder', 'Right to work: Tier 2', expiry),
    );
    assert.equal(
      response.json().message,
      `Fox Mulder cannot be assigned: Right to work: Tier 2 expires on ${expiry}, before the ticket ends.`,
    );
    assert.deepEqual(await rowCounts(fx.t, TABLES), before);
    // Expiring on the last day is fine.
    await createTicket(
      fx,
      { customerId, engineerId: lapsing.id },
      {
        task_start_date: addDays(fx.today, 4),
        task_end_date: expiry,
      },
    );
  });

  it('refuses an Inactive engineer (409)', async () => {
    const gone = await newEngineer(fx, 'Walter Skinner');
    const deactivate = await fx.t.app.inject({
      method: 'PUT',
      url: `/api/engineers/${gone.id}`,
      headers: { cookie: fx.cookie },
      payload: { status: 'Inactive' },
    });
    assert.equal(deactivate.statusCode, 200, deactivate.body);
    const response = await sendTicket(
      fx,
      ticketFields(fx.today, { customerId, engineerId: gone.id }),
    );
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().message, TICKET_MESSAGES.engineerInactive('Walter Skinner'));
  });

  it('from a lead: links it by id, and the lead shows the ticket code', async () => {
    const lead = await confirmedLead(fx, customerId);
    const ticket = await createTicket(fx, { ...ids(), leadId: lead.id });
    assert.equal(ticket.lead_id, lead.id);
    assert.equal(ticket.lead_code, lead.code);
    const after = await getJson<{ ticket_id: number; ticket_code: string }>(
      fx,
      fx.cookie,
      `/api/leads/${lead.id}`,
    );
    assert.deepEqual([after.ticket_id, after.ticket_code], [ticket.id, ticket.code]);
  });

  it('from a lead that already has a ticket: 409 LEAD_HAS_TICKET naming it, nothing written', async () => {
    const lead = await confirmedLead(fx, customerId);
    const first = await createTicket(fx, { ...ids(), leadId: lead.id });
    const before = await rowCounts(fx.t, TABLES);
    const response = await sendTicket(fx, ticketFields(fx.today, { ...ids(), leadId: lead.id }), [
      { field: 'documents', filename: 'a.pdf', content: PDF_BYTES },
    ]);
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'LEAD_HAS_TICKET');
    assert.equal(response.json().message, `This lead already has ticket ${first.code}`);
    assert.deepEqual(await rowCounts(fx.t, TABLES), before);
  });

  it('two creates from one lead at once: one ticket, one 409', async () => {
    const lead = await confirmedLead(fx, customerId);
    const fields = ticketFields(fx.today, { ...ids(), leadId: lead.id });
    const answers = await Promise.all([1, 2, 3].map(() => sendTicket(fx, fields)));
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409, 409]);
    assert.equal((await fx.t.db('tickets').where({ lead_id: lead.id })).length, 1);
  });

  it('from a lead that is not Confirm: 409 LEAD_NOT_CONFIRMED', async () => {
    for (const status of ['BID', 'Cancelled']) {
      const lead = await confirmedLead(fx, customerId, { status });
      const response = await sendTicket(fx, ticketFields(fx.today, { ...ids(), leadId: lead.id }));
      assert.equal(response.statusCode, 409, response.body);
      assert.deepEqual(response.json(), {
        code: 'LEAD_NOT_CONFIRMED',
        message: 'Only a confirmed lead can become a ticket',
      });
    }
  });

  it('from an unknown lead, or a lead of another customer: 400 on the field', async () => {
    const unknown = await sendTicket(fx, ticketFields(fx.today, { ...ids(), leadId: 999999 }));
    assert.equal(unknown.statusCode, 400, unknown.body);
    assert.equal(unknown.json().message, TICKET_MESSAGES.leadNotFound);
    const other = await newCustomer(fx, 'Someone Else');
    const lead = await confirmedLead(fx, other.id);
    const mismatch = await sendTicket(fx, ticketFields(fx.today, { ...ids(), leadId: lead.id }));
    assert.equal(mismatch.statusCode, 400, mismatch.body);
    assert.equal(mismatch.json().details[0].path, 'customer_id');
    assert.equal(mismatch.json().message, TICKET_MESSAGES.leadCustomerMismatch);
  });

  it('a retry with the same Idempotency-Key answers the first ticket instead of a second', async () => {
    const fields = ticketFields(fx.today, ids(), { task_name: 'Retried once' });
    const body = multipart(fields);
    const send = () =>
      fx.t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        payload: body.payload,
        headers: { ...body.headers, cookie: fx.cookie, 'idempotency-key': 'ticket-retry-1' },
      });
    const first = await send();
    const retry = await send();
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.json().id, first.json().id);
    assert.equal((await fx.t.db('tickets').where({ task_name: 'Retried once' })).length, 1);
  });

  it('wants multipart/form-data (415 otherwise)', async () => {
    const response = await fx.t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      payload: ticketFields(fx.today, ids()),
      headers: { cookie: fx.cookie },
    });
    assert.equal(response.statusCode, 415, response.body);
  });
});
