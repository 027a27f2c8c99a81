import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MESSAGES, leadDetailSchema } from '@trellis/contracts';
import { countRows } from '../customers/customer-factory';
import { addDays, historyRows, leadBody } from './lead-factory';
import { postLead, problems, useLeadDesk } from './lead-desk';

describe('POST /api/leads', () => {
  const desk = useLeadDesk({ username: 'Lead Author', customerName: 'Northwind Networks' });

  it('creates the lead and answers 201 with the whole lead, its customer and its first history entry', async () => {
    const response = await postLead(desk, {
      task_name: '  Rack install  ',
      client_ticket_number: '',
    });
    assert.equal(response.statusCode, 201, response.body);
    const lead = leadDetailSchema.parse(response.json());
    assert.equal(lead.code, `#AIM-L-${String(lead.id).padStart(3, '0')}`);
    assert.equal(lead.task_name, 'Rack install');
    assert.equal(lead.customer_id, desk.customerId);
    assert.equal(lead.customer_name, 'Northwind Networks');
    assert.equal(lead.customer_code, `#AIM-C-${String(desk.customerId).padStart(3, '0')}`);
    assert.equal(lead.profile_image, null);
    assert.equal(lead.client_ticket_number, null, 'an empty optional is stored as null');
    assert.equal(lead.address_line_2, null);
    assert.equal(lead.task_start_date, addDays(desk.today, 3));
    assert.equal(lead.task_time_hours, 9);
    assert.deepEqual(
      [lead.hourly_rate, lead.half_day_rate, lead.full_day_rate, lead.monthly_rate],
      ['55.00', '200.50', '380.00', null],
    );
    assert.equal(lead.status, 'BID');
    assert.equal(lead.reschedule_date, null);
    assert.deepEqual([lead.ticket_id, lead.ticket_code], [null, null]);
    assert.equal(lead.status_history.length, 1);
    const [first] = lead.status_history;
    assert.deepEqual(
      { ...first, id: 0, changed_at: '' },
      {
        id: 0,
        from_status: null,
        to_status: 'BID',
        reschedule_date: null,
        reason: null,
        changed_by_id: desk.staff.user.id,
        changed_by_name: 'Lead Author',
        changed_at: '',
      },
    );
    const stored = await desk.t.db('leads').where({ id: lead.id }).first();
    assert.equal(stored.hourly_rate, '55.00', 'stored as numeric(12,2)');
  });

  it('takes task_time_hours as the spec client sends it (a string) or as a number, in whole hours', async () => {
    for (const [sent, hours] of [
      ['9', 9],
      ['09', 9],
      ['09:00', 9],
      [0, 0],
      [23, 23],
      ['23:00', 23],
    ] as const) {
      const response = await postLead(desk, { task_time_hours: sent });
      assert.equal(response.statusCode, 201, `${sent}: ${response.body}`);
      assert.equal(response.json().task_time_hours, hours, String(sent));
    }
    for (const [sent, message] of [
      ['9:30', LEAD_MESSAGES.taskTimeWholeHours],
      [9.5, LEAD_MESSAGES.taskTimeWholeHours],
      ['nine', LEAD_MESSAGES.taskTimeWholeHours],
      [24, LEAD_MESSAGES.taskTimeRange],
      ['', 'Task Time is required'],
    ] as const) {
      const response = await postLead(desk, { task_time_hours: sent });
      assert.equal(response.statusCode, 400, String(sent));
      assert.deepEqual(problems(response), [`task_time_hours: ${message}`], String(sent));
    }
  });

  it('keeps the optional fields optional', async () => {
    const response = await postLead(desk, {
      client_ticket_number: null,
      address_line_2: undefined,
      monthly_rate: null,
      agreed_rate: '',
      tools: '',
      travel_cost_day: undefined,
      total_cost: '',
    });
    assert.equal(response.statusCode, 201, response.body);
  });

  it('stores rates and costs with 2 decimals and refuses negatives, 3 decimals and non-numbers', async () => {
    const ok = await postLead(desk, {
      hourly_rate: 12.5,
      monthly_rate: '1000',
      agreed_rate: '0.1',
      travel_cost_day: '25.75',
      total_cost: '9999999999.99',
    });
    assert.equal(ok.statusCode, 201, ok.body);
    const lead = ok.json();
    assert.deepEqual(
      [
        lead.hourly_rate,
        lead.monthly_rate,
        lead.agreed_rate,
        lead.travel_cost_day,
        lead.total_cost,
      ],
      ['12.50', '1000.00', '0.10', '25.75', '9999999999.99'],
    );
    const refused = await postLead(desk, {
      hourly_rate: '1.234',
      half_day_rate: -1,
      full_day_rate: 'lots',
      total_cost: '10000000000',
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(problems(refused), [
      'hourly_rate: Hourly Rate can have at most 2 decimals',
      'half_day_rate: Half Day Rate cannot be negative',
      'full_day_rate: Full Day Rate must be a number',
      'total_cost: Total Cost is too large',
    ]);
  });

  it('takes only the enums of the contract: lead type, currency, status and time zone', async () => {
    for (const [lead_type, currency, status, timezone] of [
      ['Short term', 'USD', 'Confirm', 'UTC+05:30'],
      ['Dispatch term', 'GBP', 'Cancelled', 'UTC-12:00'],
    ]) {
      const response = await postLead(desk, { lead_type, currency, status, timezone });
      assert.equal(response.statusCode, 201, response.body);
      const lead = response.json();
      assert.deepEqual(
        [lead.lead_type, lead.currency, lead.status, lead.timezone],
        [lead_type, currency, status, timezone],
      );
    }
    const response = await postLead(desk, {
      lead_type: 'Part time',
      currency: 'JPY',
      status: 'Confirmed',
      timezone: 'Europe/London',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(problems(response), [
      'lead_type: Lead Type must be one of: Full time, Short term, Dispatch term',
      `timezone: ${response.json().details[1].message}`,
      'currency: Currency must be one of: EUR, USD, GBP',
      'status: Status must be one of: BID, Confirm, Reschedule, Cancelled',
    ]);
    assert.match(response.json().details[1].message, /^Timezone must be one of: UTC-12:00, /);
  });

  it('writes exactly one history row per created lead', async () => {
    const response = await postLead(desk, { status: 'Confirm' });
    const rows = await historyRows(desk.t, response.json().id);
    assert.deepEqual(rows, [
      {
        from_status: null,
        to_status: 'Confirm',
        reschedule_date: null,
        reason: null,
        changed_by: desk.staff.user.id,
      },
    ]);
  });
  it('answers a retry with the same Idempotency-Key with the first lead, not a second one', async () => {
    const before = await countRows(desk.t, 'leads');
    const send = () =>
      desk.t.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: leadBody(desk.today, desk.customerId, { task_name: 'Retried lead' }),
        headers: { cookie: desk.cookie, 'idempotency-key': `lead-retry-${desk.customerId}` },
      });
    const first = await send();
    const retry = await send();
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), first.json());
    assert.equal(await countRows(desk.t, 'leads'), before + 1);
  });
});
