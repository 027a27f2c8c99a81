import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  TICKET_FORM_DEFAULTS,
  TICKET_FORM_SECTIONS,
  TICKET_MESSAGES,
  TICKET_TIME_ZONES,
  leadToTicketFormValues,
  ticketBodySchema,
  ticketFieldsSchema,
  ticketFormDefaults,
  ticketTimeZoneOptions,
  ticketUpdateBodySchema,
  type Lead,
} from '../index';
import { issues, multipart } from './ticket-fixtures';

describe('ticket form and bodies', () => {
  it('parses a multipart body: ids and rates from strings, empty optionals as null', () => {
    const body = ticketBodySchema.parse(multipart());
    assert.equal(body.customer_id, 3);
    assert.equal(body.lead_id, 7);
    assert.equal(body.engineer_id, 11);
    assert.equal(body.task_time_hours, 9);
    assert.equal(body.full_day_rate, '350.50');
    assert.equal(body.tool_cost, '12.25');
    assert.equal(body.monthly_rate, null);
    assert.equal(body.address_line_2, null);
    assert.equal(body.priority, 'High');
  });

  it('requires what the spec requires, with the engineer hint', () => {
    const empty = Object.fromEntries(Object.keys(multipart()).map((k) => [k, '']));
    const found = issues(ticketFieldsSchema.safeParse(empty));
    for (const expected of [
      'customer_id: Customer is required',
      'lead_id: Lead is required',
      'task_name: Task Name is required',
      'task_time_hours: Task Time is required',
      'task_start_date: Task Start Date is required',
      'task_end_date: Task End Date is required',
      'scope_of_work: Scope of Work is required',
      `engineer_id: ${TICKET_MESSAGES.engineerRequired}`,
      'apartment: Apartment is required',
      'address_line_1: Address Line 1 is required',
      'city: City is required',
      'country: Country is required',
      'zip_code: Zip Code is required',
      'timezone: Timezone is required',
    ])
      assert.ok(found.includes(expected), `missing "${expected}" in ${found.join(' | ')}`);
    // Rates, costs, POC and priority are optional; priority and currency default.
    assert.ok(!found.some((f) => /rate|cost|poc|priority|currency/.test(f)), found.join(' | '));
  });

  it('requires the lead in the form but not on the server', () => {
    const { lead_id: _drop, ...withoutLead } = multipart();
    assert.deepEqual(issues(ticketFieldsSchema.safeParse(withoutLead)), [
      'lead_id: Lead is required',
    ]);
    assert.equal(ticketBodySchema.parse(withoutLead).lead_id, null);
    assert.equal(ticketBodySchema.parse({ ...withoutLead, priority: '' }).priority, 'Medium');
  });

  it('refuses an end date before the start date and negative or 3-decimal rates', () => {
    assert.deepEqual(
      issues(ticketBodySchema.safeParse({ ...multipart(), task_end_date: '2026-11-30' })),
      [`task_end_date: ${TICKET_MESSAGES.endBeforeStart}`],
    );
    assert.deepEqual(issues(ticketBodySchema.safeParse({ ...multipart(), hourly_rate: '-1' })), [
      'hourly_rate: Hourly Rate cannot be negative',
    ]);
    assert.deepEqual(
      issues(ticketBodySchema.safeParse({ ...multipart(), travel_cost_day: '1.005' })),
      ['travel_cost_day: Travel Cost per Day can have at most 2 decimals'],
    );
  });

  it('starts a new form with the spec defaults and the five time zones', () => {
    const form = ticketFormDefaults({ leadId: 7, customerId: 3 });
    assert.equal(form.currency, 'USD');
    assert.equal(form.hourly_rate, '50.00');
    assert.equal(form.half_day_rate, '180.00');
    assert.equal(form.full_day_rate, '350.00');
    assert.equal(form.timezone, 'UTC+00:00');
    assert.equal(form.priority, 'Medium');
    assert.equal(TICKET_FORM_DEFAULTS.priority, 'Medium');
    assert.deepEqual(
      TICKET_TIME_ZONES.map((z) => z.value),
      ['UTC+00:00', 'UTC+05:30', 'UTC+04:00', 'UTC-05:00', 'UTC+01:00'],
    );
    assert.equal(ticketTimeZoneOptions('UTC+03:00').length, 6);
    assert.equal(ticketTimeZoneOptions('UTC+05:30').length, 5);
    assert.deepEqual(
      TICKET_FORM_SECTIONS.map((s) => s.title),
      [
        'Customer & Lead',
        'Task Details',
        'Engineer Assignment',
        'Address',
        'POC & Documents',
        'Pricing & Rates',
        'Cost',
      ],
    );
  });

  it('prefills from a lead, and the prefilled form is valid once an engineer is picked', () => {
    const lead = {
      id: 7,
      customer_id: 3,
      task_name: 'Replace switch',
      task_start_date: '2026-12-01',
      task_end_date: '2026-12-02',
      task_time_hours: 9,
      scope_of_work: 'Swap it',
      apartment: 'Unit 4',
      address_line_1: '1 Main St',
      address_line_2: null,
      city: 'London',
      country: 'UK',
      zip_code: 'N1',
      timezone: 'UTC+03:00',
      currency: 'EUR',
      hourly_rate: null,
      half_day_rate: '200.00',
      full_day_rate: null,
      monthly_rate: null,
      agreed_rate: null,
      travel_cost_day: null,
      tools: null,
    } as unknown as Lead;
    const form = leadToTicketFormValues(lead);
    assert.equal(form.half_day_rate, '200.00');
    assert.equal(form.hourly_rate, '50.00');
    assert.equal(form.task_time_hours, '09:00');
    assert.equal(form.timezone, 'UTC+03:00');
    assert.deepEqual(issues(ticketFieldsSchema.safeParse(form)), [
      `engineer_id: ${TICKET_MESSAGES.engineerRequired}`,
    ]);
    assert.equal(ticketFieldsSchema.safeParse({ ...form, engineer_id: 11 }).success, true);
  });
});

describe('PUT /api/tickets/:id body', () => {
  it('takes exactly one shape, tagged', () => {
    assert.deepEqual(ticketUpdateBodySchema.parse({ engineer_id: 4 }), {
      kind: 'engineer',
      engineer_id: 4,
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ engineer_id: null }), {
      kind: 'engineer',
      engineer_id: null,
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ status: 'On Hold' }), {
      kind: 'status',
      status: 'On Hold',
    });
    assert.deepEqual(ticketUpdateBodySchema.parse({ priority: 'Urgent' }), {
      kind: 'priority',
      priority: 'Urgent',
    });
    const full = ticketUpdateBodySchema.parse(multipart());
    assert.equal(full.kind, 'fields');
  });

  it('refuses a mixed body and a bad value', () => {
    const mixed = [`body: ${TICKET_MESSAGES.mixedUpdate}`];
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ status: 'Closed', priority: 'Low' })),
      mixed,
    );
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ engineer_id: 1, status: 'Closed' })),
      mixed,
    );
    assert.deepEqual(
      issues(ticketUpdateBodySchema.safeParse({ ...multipart(), status: 'Closed' })),
      mixed,
    );
    assert.equal(ticketUpdateBodySchema.safeParse({ status: 'Resolved' }).success, false);
    assert.equal(ticketUpdateBodySchema.safeParse({ engineer_id: 'abc' }).success, false);
  });
});
