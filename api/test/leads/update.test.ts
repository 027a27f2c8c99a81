import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MESSAGES, leadDetailSchema } from '@trellis/contracts';
import { addDays, changeStatus, createLead, leadBody, newCustomer, sendLead } from './lead-factory';
import { ageLead, useLeadDesk } from './lead-desk';

describe('PUT /api/leads/:id', () => {
  const desk = useLeadDesk({ username: 'Status Changer' });

  it('saves the edit form’s full fields and answers the whole lead', async () => {
    const lead = await createLead(desk);
    const other = await newCustomer(desk, 'Initech Systems');
    const response = await sendLead(
      desk,
      leadBody(desk.today, other.id, {
        task_name: 'Rack install, phase 2',
        task_time_hours: '14:00',
        hourly_rate: '60.1',
        currency: 'GBP',
      }),
      lead.id,
    );
    assert.equal(response.statusCode, 200, response.body);
    const saved = leadDetailSchema.parse(response.json());
    assert.equal(saved.id, lead.id);
    assert.equal(saved.code, lead.code);
    assert.equal(saved.task_name, 'Rack install, phase 2');
    assert.equal(saved.customer_name, 'Initech Systems');
    assert.equal(saved.task_time_hours, 14);
    assert.equal(saved.hourly_rate, '60.10');
    assert.equal(saved.currency, 'GBP');
    assert.ok(saved.updated_at >= lead.updated_at);
    assert.equal(saved.status_history.length, 1, 'no status change, no history row');
  });

  it('checks the start date against today only when it changes', async () => {
    const lead = await createLead(desk);
    const started = addDays(desk.today, -20);
    await ageLead(desk, lead.id, started);
    const body = (overrides: Record<string, unknown>) =>
      leadBody(desk.today, lead.customer_id, {
        task_start_date: started,
        task_end_date: addDays(started, 1),
        ...overrides,
      });

    const unchanged = await sendLead(desk, body({ task_name: 'Renamed old lead' }), lead.id);
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.equal(unchanged.json().task_start_date, started);

    const movedBack = await sendLead(
      desk,
      body({ task_start_date: addDays(started, -1) }),
      lead.id,
    );
    assert.equal(movedBack.statusCode, 400);
    assert.deepEqual(movedBack.json().details, [
      { path: 'task_start_date', message: LEAD_MESSAGES.startDateInPast },
    ]);

    const endBeforeStart = await sendLead(
      desk,
      body({ task_end_date: addDays(started, -1) }),
      lead.id,
    );
    assert.equal(endBeforeStart.statusCode, 400);
    assert.deepEqual(endBeforeStart.json().details, [
      { path: 'task_end_date', message: LEAD_MESSAGES.endBeforeStart },
    ]);
  });

  it('answers 404 for an unknown lead and 400 for a bad id, writing nothing', async () => {
    const customer = await newCustomer(desk);
    for (const id of [999_999, 2_147_483_648]) {
      const response = await changeStatus(desk, id, { status: 'Confirm' });
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, 'Lead not found');
      const full = await sendLead(desk, leadBody(desk.today, customer.id), id);
      assert.equal(full.statusCode, 404);
    }
    assert.equal((await changeStatus(desk, 'abc' as never, { status: 'BID' })).statusCode, 400);
  });

  it('answers 400 naming customer_id when the edit moves the lead to a customer that does not exist', async () => {
    const lead = await createLead(desk);
    const response = await sendLead(desk, leadBody(desk.today, 987_654), lead.id);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().details, [
      { path: 'customer_id', message: LEAD_MESSAGES.customerNotFound },
    ]);
    assert.equal(
      (await desk.t.db('leads').where({ id: lead.id }).first()).customer_id,
      lead.customer_id,
    );
  });
});
