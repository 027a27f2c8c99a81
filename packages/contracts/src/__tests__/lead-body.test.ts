import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  isLeadStatusChangeBody,
  LEAD_FORM_SECTIONS,
  LEAD_MESSAGES,
  LEAD_TIME_ZONES,
  leadBodySchema,
  leadFieldsSchema,
  leadFormDefaults,
  leadUpdateBodySchema,
  normalizeAmount,
  taskTimeToHours,
  type LeadBodyInput,
} from '../index';
import { today, issues, valid } from './lead-fixtures';

describe('lead body', () => {
  it('parses a valid form to what the API stores', () => {
    const body = leadBodySchema.parse(valid);
    assert.equal(body.customer_id, 3);
    assert.equal(body.task_time_hours, 9);
    assert.equal(body.hourly_rate, '55.00');
    assert.equal(body.half_day_rate, '200.50');
    assert.equal(body.monthly_rate, null);
    assert.equal(body.address_line_2, null);
    assert.equal(body.reschedule_date, null);
    assert.deepEqual(
      [body.currency, body.timezone, body.lead_type, body.status, body.task_start_date],
      ['EUR', 'UTC+00:00', 'Full time', 'BID', today],
    );
  });

  it('names every required field, and no optional one, when the form is empty', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({})), [
      'task_name: Task Name is required',
      'customer_id: Customer is required',
      'lead_type: Lead Type is required',
      'end_client_name: End Client Name is required',
      'task_start_date: Task Start Date is required',
      'task_end_date: Task End Date is required',
      'task_time_hours: Task Time is required',
      'scope_of_work: Scope of Work is required',
      'apartment: Apartment is required',
      'address_line_1: Address Line 1 is required',
      'city: City is required',
      'country: Country is required',
      'zip_code: Zip Code is required',
      'timezone: Timezone is required',
      'currency: Currency is required',
      'hourly_rate: Hourly Rate is required',
      'half_day_rate: Half Day Rate is required',
      'full_day_rate: Full Day Rate is required',
      'status: Status is required',
    ]);
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, [], 'lead', 7]) {
      const parsed = leadBodySchema.safeParse(body);
      assert.equal(parsed.success, false, JSON.stringify(body));
      const withToday = leadFieldsSchema({ today: '2026-11-23' }).safeParse(body);
      assert.equal(withToday.success, false, JSON.stringify(body));
    }
  });

  it('treats blank text as missing', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_name: '   ', city: '' })), [
      'task_name: Task Name is required',
      'city: City is required',
    ]);
  });

  it('takes task_time_hours as a string or a number, in whole hours', () => {
    for (const sent of ['9', '09', '09:00', 9])
      assert.equal(leadBodySchema.parse({ ...valid, task_time_hours: sent }).task_time_hours, 9);
    assert.equal(leadBodySchema.parse({ ...valid, task_time_hours: '0' }).task_time_hours, 0);
    for (const sent of ['09:30', 9.5, '9.5'])
      assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_time_hours: sent })), [
        `task_time_hours: ${LEAD_MESSAGES.taskTimeWholeHours}`,
      ]);
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_time_hours: 24 })), [
      `task_time_hours: ${LEAD_MESSAGES.taskTimeRange}`,
    ]);
    assert.equal(taskTimeToHours('nine').ok, false);
  });

  it('takes rates and costs as numbers or numeric strings, ≥ 0 with at most 2 decimals', () => {
    const body = leadBodySchema.parse({ ...valid, hourly_rate: 12.5, travel_cost_day: '0.1' });
    assert.equal(body.hourly_rate, '12.50');
    assert.equal(body.travel_cost_day, '0.10');
    assert.deepEqual(
      issues(
        leadBodySchema.safeParse({
          ...valid,
          hourly_rate: '1.234',
          half_day_rate: -1,
          full_day_rate: 'abc',
          total_cost: '12345678901',
          agreed_rate: true,
        } as unknown as LeadBodyInput),
      ),
      [
        'hourly_rate: Hourly Rate can have at most 2 decimals',
        'half_day_rate: Half Day Rate cannot be negative',
        'full_day_rate: Full Day Rate must be a number',
        'agreed_rate: Agreed Rate must be a number',
        'total_cost: Total Cost is too large',
      ],
    );
  });

  it('normalizes amounts exactly, without a float on the way', () => {
    assert.deepEqual(normalizeAmount('9999999999.99'), { ok: true, amount: '9999999999.99' });
    assert.deepEqual(normalizeAmount('007.50'), { ok: true, amount: '7.50' });
    assert.deepEqual(normalizeAmount('1.500'), { ok: true, amount: '1.50' });
    assert.deepEqual(normalizeAmount(0), { ok: true, amount: '0.00' });
    assert.deepEqual(normalizeAmount(0.1 + 0.2), { ok: false, problem: 'decimals' });
    assert.deepEqual(normalizeAmount('1e3'), { ok: false, problem: 'invalid' });
  });

  it('accepts only the spec enums', () => {
    assert.deepEqual(
      issues(
        leadBodySchema.safeParse({
          ...valid,
          lead_type: 'Part time',
          currency: 'CHF',
          status: 'Confirmed',
          timezone: 'UTC+05:45',
        } as unknown as LeadBodyInput),
      ),
      [
        'lead_type: Lead Type must be one of: Full time, Short term, Dispatch term',
        `timezone: Timezone must be one of: ${LEAD_TIME_ZONES.map((z) => z.value).join(', ')}`,
        'currency: Currency must be one of: EUR, USD, GBP',
        'status: Status must be one of: BID, Confirm, Reschedule, Cancelled',
      ],
    );
  });

  it('refuses an end date before the start date', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_end_date: '2026-11-21' })), [
      `task_end_date: ${LEAD_MESSAGES.endBeforeStart}`,
    ]);
    assert.equal(leadBodySchema.safeParse({ ...valid, task_end_date: today }).success, true);
  });

  it('refuses a date that does not exist', () => {
    assert.deepEqual(issues(leadBodySchema.safeParse({ ...valid, task_end_date: '2026-02-30' })), [
      'task_end_date: Task End Date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('keeps a follow-up date only with Reschedule or Cancelled; BID and Confirm clear it', () => {
    for (const status of ['Reschedule', 'Cancelled'] as const)
      assert.equal(
        leadBodySchema.parse({ ...valid, status, reschedule_date: '2026-12-01' }).reschedule_date,
        '2026-12-01',
      );
    for (const status of ['BID', 'Confirm'] as const)
      assert.equal(
        leadBodySchema.parse({ ...valid, status, reschedule_date: '2026-12-01' }).reschedule_date,
        null,
      );
    assert.equal(
      leadBodySchema.parse({ ...valid, status: 'Reschedule', reschedule_date: '' }).reschedule_date,
      null,
    );
  });

  it('drops keys that are not lead fields', () => {
    const body = leadBodySchema.parse({ ...valid, task_time: '09:00', id: 5 } as LeadBodyInput);
    assert.equal('task_time' in body, false);
    assert.equal('id' in body, false);
  });

  it('puts every field in exactly one of the seven form sections', () => {
    const fields = LEAD_FORM_SECTIONS.flatMap((s) => [...s.fields]).sort();
    assert.equal(LEAD_FORM_SECTIONS.length, 7);
    assert.deepEqual(fields, Object.keys(leadFormDefaults(today)).sort());
  });
});

describe('PUT /api/leads/:id body', () => {
  it('reads {status, reschedule_date, reason} as a status change', () => {
    assert.deepEqual(leadUpdateBodySchema.parse({ status: 'Cancelled', reason: 'Budget' }), {
      kind: 'status',
      status: 'Cancelled',
      reschedule_date: null,
      reason: 'Budget',
    });
  });

  it('reads anything else as the full fields, with their own messages', () => {
    const parsed = leadUpdateBodySchema.parse(valid);
    assert.equal(parsed.kind, 'fields');
    assert.equal(parsed.kind === 'fields' && parsed.hourly_rate, '55.00');
    assert.deepEqual(issues(leadUpdateBodySchema.safeParse({ ...valid, city: '' })), [
      'city: City is required',
    ]);
    assert.equal(isLeadStatusChangeBody({}), false);
    assert.equal(isLeadStatusChangeBody({ status: 'BID', task_name: 'x' }), false);
    assert.equal(leadUpdateBodySchema.safeParse([]).success, false);
  });
});
